/**
 * The loaders of every locale area file outside the pre-login areas (areas.ts), for all 21
 * languages: a chunk of its own, fetched with the first screen outside the shell (i18n/index.ts
 * `everyAreaPending`), so the sign-in page does not download this map. The negated pattern names
 * the PRE_LOGIN_AREAS (areas.unit.spec.ts checks it); a new area file is picked up by the first one.
 */
export const OTHER_AREA_LOADERS = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*/*.json', '!./locales/*/{shell,errors}.json']);
