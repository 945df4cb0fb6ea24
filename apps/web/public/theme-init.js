// Runs synchronously in <head> before the app loads, so a stored dark theme never flashes light.
// Keep the key and values in step with THEME_STORAGE_KEY and `themes` in @causeway/contracts.
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('causeway-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch (_error) {
    // Storage can be blocked (privacy mode); the default theme applies.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
