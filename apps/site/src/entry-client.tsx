import './styles.css';

// The page arrives as complete HTML: let the browser paint it first, then load the code that
// makes it move (fetched already: the page preloads it).
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./start').then(({ start }) => start());
  }, 0);
});
