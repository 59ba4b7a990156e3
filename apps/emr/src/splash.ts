/** The boot splash of index.html is hidden once a screen is drawn, and after each navigation (spec 2.1). */
export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (splash) splash.hidden = true;
}
