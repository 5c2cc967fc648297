/** Shown while the language file, the profile or a page chunk loads. No text: it may show before any translation is there. */
export function FullPageLoading() {
  return (
    <div className="full-page-loading" role="progressbar" aria-busy="true" aria-label="Loading">
      <span className="spinner" />
    </div>
  );
}

export function PageLoading() {
  return (
    <div className="page-loading" role="progressbar" aria-busy="true" aria-label="Loading">
      <span className="spinner" />
    </div>
  );
}
