import { addView, affixViews, cachedViews, closeAllViews, closeOtherViews, closeView, type VisitedView } from './tags';
import { LAYOUT_ROUTES } from './route-tree';

const view = (path: string, extra: Partial<VisitedView> = {}): VisitedView => ({
  path, fullPath: path, name: path, titleKey: `route.${path}`, affix: false, noCache: false, ...extra,
});

describe('visited-page tabs', () => {
  const dashboard = view('/dashboard', { affix: true });

  it('starts with the affix dashboard tab', () => {
    expect(affixViews(LAYOUT_ROUTES).map((v) => v.path)).toEqual(['/dashboard']);
  });

  it('adds one tab per page and remembers its latest query', () => {
    let views = addView([dashboard], view('/sale/index'));
    views = addView(views, view('/sale/index', { fullPath: '/sale/index?page=2' }));
    expect(views.map((v) => v.fullPath)).toEqual(['/dashboard', '/sale/index?page=2']);
  });

  it('closing the active tab goes to the previous tab, or / when none is left', () => {
    const views = [dashboard, view('/a'), view('/b'), view('/c')];
    expect(closeView(views, '/b', '/b')).toMatchObject({ navigateTo: '/a' });
    expect(closeView(views, '/b', '/c').navigateTo).toBeUndefined();
    expect(closeView([view('/only')], '/only', '/only')).toEqual({ views: [], navigateTo: '/' });
  });

  it('never closes an affix tab', () => {
    expect(closeView([dashboard], '/dashboard', '/dashboard').views).toEqual([dashboard]);
    expect(closeOtherViews([dashboard, view('/a'), view('/b')], '/b').map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(closeAllViews([dashboard, view('/a')])).toEqual({ views: [dashboard], navigateTo: '/dashboard' });
  });

  it('keeps cached pages only for tabs without noCache', () => {
    expect(cachedViews([dashboard, view('/print/1', { noCache: true })]).map((v) => v.path)).toEqual(['/dashboard']);
  });
});
