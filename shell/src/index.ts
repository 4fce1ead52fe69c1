// Async boundary: shared singletons are negotiated before any React code runs. It starts in a
// task of its own: evaluating this entry (the federation runtime's start-up) and then asking
// for ten shared chunks in the same task kept the main thread busy for one long stretch.
setTimeout(() => {
  void import('./bootstrap');
}, 0);
