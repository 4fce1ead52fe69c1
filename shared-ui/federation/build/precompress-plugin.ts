import zlib from 'node:zlib';
import webpack from 'webpack';

/**
 * Writes `.br` and `.gz` next to every script and stylesheet, so the server sends compressed
 * files without compressing on each request (@fastify/static `preCompressed`).
 */
export class PrecompressPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|css|json|html)$/.test(name)) continue;
            const source = asset.buffer();
            if (source.length < 1024) continue;
            const info = { ...compilation.assetsInfo.get(name), compressed: true };
            const brotli = zlib.brotliCompressSync(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli), info);
            compilation.emitAsset(
              `${name}.gz`,
              new webpack.sources.RawSource(zlib.gzipSync(source, { level: 9 })),
              info,
            );
          }
        },
      );
    });
  }
}
