/** Which cached queries a live 'readModelChanged' event makes stale. Pure (unit-tested). */
export function queryShowsReadModel(queryKey: readonly unknown[], meta: Record<string, unknown> | undefined, readModel: string): boolean {
  if (queryKey[0] === readModel) return true;
  const declared = meta?.readModels;
  return Array.isArray(declared) && declared.includes(readModel);
}
