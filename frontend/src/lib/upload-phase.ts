/** Where an upload stands: reading the file, sending it (fraction known), or the server's job working on it (percent once known). */
export type UploadPhase = { phase: 'reading'; percent?: number } | { phase: 'sending'; fraction: number } | { phase: 'processing'; percent?: number };
