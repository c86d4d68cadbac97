/** Where the browser goes for a file behind a signed link; a seam for the unit tests, which cannot follow a download. */
export const openDownload = { go: (url: string) => window.location.assign(url) };
