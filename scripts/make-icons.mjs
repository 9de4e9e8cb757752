#!/usr/bin/env node
/**
 * Draws the installed app's icons from public/favicon.svg with the test browser, into public/icons/:
 *   icon-192.png, icon-512.png  the favicon as it is (rounded corners, transparent around them);
 *   maskable-512.png            full-bleed blue with the house inside the safe zone (the middle 80 %),
 *                               for launchers that cut icons to their own shape.
 * Run again after changing the favicon: node scripts/make-icons.mjs
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const BLUE = svg.match(/fill="(#[0-9a-f]{6})"/i)?.[1] ?? '#1d4ed8';
const house = svg.match(/<path[^>]*\/>/)?.[0] ?? '';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/><g transform="translate(6.4 7.2) scale(0.8)">${house}</g></svg>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [file, size, image] of [
  ['icon-192.png', 192, svg],
  ['icon-512.png', 512, svg],
  ['maskable-512.png', 512, maskable],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${image}`);
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
}
await browser.close();
