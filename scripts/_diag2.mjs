import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { pinnedChromium, chromiumArgs } from './chromium.mjs';
const { executablePath, env } = await pinnedChromium();
const b = await chromium.launch({ executablePath, env, args: chromiumArgs });
const p = await b.newPage();
const css = readFileSync('tokens/src/fonts.css','utf8').replaceAll("url('@", "url('file:///work/main/node_modules/@");
const hostile = JSON.parse(readFileSync('stories/support/fixtures/hostile-strings.json','utf8'));
const items = process.argv.length > 2 ? process.argv.slice(2) : [...hostile.markup, ...hostile.bidi, ...hostile.unicode];
const fam = "'IBM Plex Sans', 'IBM Plex Sans Arabic', 'IBM Plex Sans Complete', 'Noto Color Emoji', sans-serif";
const esc = (s) => [...s].map(c=>'&#' + c.codePointAt(0) + ';').join('');
writeFileSync('/tmp/x.html', `<meta charset=utf-8><style>${css} *{font-family:${fam}}</style>` + items.map((c,i)=>`<p id=s${i}>${esc(c)}</p><textarea id=t${i}>${esc(c)}</textarea>`).join(''));
await p.goto('file:///tmp/x.html');
await p.evaluate(() => document.fonts.ready); await p.waitForTimeout(500);
const s = await p.context().newCDPSession(p);
await s.send('DOM.enable'); await s.send('CSS.enable');
const doc = await s.send('DOM.getDocument', { depth: -1 });
for (let i = 0; i < items.length; i++) for (const k of ['s','t']) {
  const { nodeId } = await s.send('DOM.querySelector', { nodeId: doc.root.nodeId, selector: '#'+k+i });
  const { fonts } = await s.send('CSS.getPlatformFontsForNode', { nodeId });
  if (fonts.some(f=>!f.isCustomFont)) console.log(k, JSON.stringify(items[i]).slice(0,80), JSON.stringify(fonts.filter(f=>!f.isCustomFont)));
}
await b.close();
