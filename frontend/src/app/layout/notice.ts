/** Daily notice banner rules (docs/shell.md "Daily notice"). Pure. */
export const NOTICE_DAY_STORAGE_KEY = 'noticeShownDay';
export const NOTICE_COOKIE = 'noticeClosed';
export const NOTICE_COOKIE_DAYS = 30;
export const NOTICE_AUTO_CLOSE_MS = 50_000;

/** Once per calendar day: shown when the remembered day is not today. */
export const shouldShowNotice = (rememberedDay: string | null, today: string) => rememberedDay !== today;
