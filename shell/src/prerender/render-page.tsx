// The pre-render's entry (built for Node by ../../prerender/prerender.config.ts): renders one
// URL of the app to HTML, as the browser's first render will produce it for a visitor
// without a stored login, with the styles styled-components generated for it.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { localeStore, type Locale } from '@peworld/shared-ui/core';
import { App } from '../app/app';
import type { DeclaredRoute } from '@peworld/shared-ui/federation/remote-routes';
import { isRemoteName } from '../federation/remote-names';
import { publishRemoteRoutes } from '../federation/route-table-store';

/** The routes of the remote builds the pre-rendered pages contain (set by the pre-render config). */
declare const __PRERENDER_REMOTE_ROUTES__: Record<string, DeclaredRoute[]>;

export interface RenderedPage {
  /** Markup for inside #root. */
  html: string;
  /** <style> tags for <head> (styled-components' server sheet). */
  styleTags: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function app(url: string) {
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  }
  return (
    <StrictMode>
      <App router={Router} />
    </StrictMode>
  );
}

/**
 * React streams a Suspense boundary bigger than `progressiveChunkSize` (12.8 KB by default) or
 * one that suspended as a fallback plus an inline script that swaps the content in later. That
 * neither works without JavaScript nor passes our CSP, so boundaries must be written in place.
 */
const IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

export async function renderPage(url: string, locale: Locale): Promise<RenderedPage> {
  // The page in one language: the browser starts in it too (the server sends this file to
  // visitors of that language and sets <html lang>, which the locale store reads).
  localeStore.setState({ locale });
  publishRemoteRoutes(
    Object.entries(__PRERENDER_REMOTE_ROUTES__).flatMap(([name, routes]) =>
      isRemoteName(name) ? [[name, routes] as const] : [],
    ),
  );
  // First pass: loads every lazy page on the way (the landing chunk, the remote's page) and is
  // thrown away, so nothing suspends in the second.
  await readAll((await prerenderToNodeStream(app(url), IN_PLACE)).prelude);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(app(url)), IN_PLACE);
    const html = await readAll(prelude);
    if (/<script|<template/i.test(html)) {
      throw new Error(`pre-rendering ${url}: React left a part to be swapped in by a script`);
    }
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
