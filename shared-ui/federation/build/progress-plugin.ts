import webpack from 'webpack';

export function progressPlugin(appName: string): webpack.ProgressPlugin {
  let lastStep = -1;
  // One short line per 10 %: readable when several builds share a terminal (scripts/start.mjs).
  return new webpack.ProgressPlugin((percentage, message) => {
    const step = Math.floor(percentage * 10);
    if (step === lastStep) return;
    lastStep = step;
    console.log(`[${appName}] ${String(Math.round(percentage * 100)).padStart(3)}% ${message}`);
  });
}
