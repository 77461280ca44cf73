const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * How a news page names its post (SPEC §2: /news/:id and /news/slug/:slug). A /news/<something>
 * that is not an id is read as a slug too, so a shortened link still works.
 */
export const postRefOf = (
  pathname: string,
  param: string,
): { by: 'id' | 'slug'; value: string } => ({
  by: pathname.startsWith('/news/slug/') || !isUuid(param) ? 'slug' : 'id',
  value: param,
});
