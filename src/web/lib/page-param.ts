/** The page number of the URL, 1 when missing or hand-edited into nonsense. */
export function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
