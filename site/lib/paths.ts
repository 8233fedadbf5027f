/** The route a built page answers at: pages build to `menu.html` and are served at `/menu`. */
export function routeOf(pathname: string): string {
  const route = pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  return route || '/';
}
