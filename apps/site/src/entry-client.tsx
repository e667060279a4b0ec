import './styles.css';

// The page arrives as complete HTML: the browser paints it first, and only then is the code that
// makes it move requested (this entry is tiny, and nothing else is preloaded), so on a phone the
// first paint never waits for, or shares its bandwidth with, JavaScript.
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./start').then((module) => module.start());
}

const prerendered = document.getElementById('root')?.firstElementChild != null;
if (!prerendered) {
  // Nothing on screen to paint first (a page rendered in the browser): start at once.
  start();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // A safety net: a browser that paints without reporting it still starts.
  setTimeout(start, 3000);
} else {
  // No paint timing: the load event is the nearest sign that the page is on screen.
  window.addEventListener('load', start, { once: true });
}
