#!/usr/bin/env node
// Karnaphuli — drawn images for the seed content.
//
// Reads the seed NDJSON (default: studio/seed/production.ndjson), finds every `_sanityAsset` that points at an
// SVG (dish-N.svg, chef-N.svg, team-N.svg), draws that image and writes it to the output folder
// (default: images/ beside the NDJSON), then removes *.svg files there that no document references.
//
//   node studio/seed/art/generate.mjs [input.ndjson] [outputDir]
//
// Dishes are a top-down plate on dark linen (drinks: a glass or cup on the same cloth); chefs and team are
// monogram portraits under a brass arch. Everything is derived from the document (id, name, description,
// category, subcategory, role) through a seeded PRNG, so the same input always gives byte-identical files.
// Plain Node (20+), no dependencies.

import { readFileSync, writeFileSync, mkdirSync, readdirSync, unlinkSync, existsSync } from 'node:fs';
import { dirname, resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// ---------------------------------------------------------------------------------------------------------------
// Small deterministic toolkit

const hash = (s) => {
  let h = 2166136261 >>> 0;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
};
const mulberry32 = (a) => () => {
  a = (a + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const norm = (s) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const PI = Math.PI;
const n0 = (v) => String(Math.round(v));
const n1 = (v) => String(Math.round(v * 10) / 10);
const P = (p, d = 0) => (d ? n1(p[0]) + ' ' + n1(p[1]) : n0(p[0]) + ' ' + n0(p[1]));
const polar = (cx, cy, r, a) => [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
// rotate/translate a local point
const xf = (cx, cy, ang) => {
  const c = Math.cos(ang), s = Math.sin(ang);
  return (x, y) => [cx + x * c - y * s, cy + x * s + y * c];
};

// Catmull-Rom through points → cubic Béziers
function smooth(pts, closed = true, d = 0, k = 1 / 6) {
  const n = pts.length;
  const at = (i) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let s = 'M' + P(pts[0], d);
  const seg = closed ? n : n - 1;
  for (let i = 0; i < seg; i++) {
    const p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2 = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    // Catmull-Rom tangents are shared by both sides of a knot, so every segment after the first is an S
    s += i ? 'S' + P(c2, d) + ' ' + P(p2, d) : 'C' + P(c1, d) + ' ' + P(c2, d) + ' ' + P(p2, d);
  }
  return closed ? s + 'Z' : s;
}
const poly = (pts, d = 0) => 'M' + pts.map((p) => P(p, d)).join('L') + 'Z';

// colour
const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const hex = (a) => {
  const h = a.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0'));
  return h.every((x) => x[0] === x[1]) ? '#' + h.map((x) => x[0]).join('') : '#' + h.join('');
};
const full = (c) => (c.length === 4 ? '#' + [...c.slice(1)].map((x) => x + x).join('') : c);
const mix = (a, b, t) => {
  const A = rgb(full(a)), B = rgb(full(b));
  return hex(A.map((v, i) => v + (B[i] - v) * t));
};
const lit = (c, t) => mix(c, '#fff9ee', t);
const drk = (c, t) => mix(c, '#0c0705', t);
const lum = (c) => {
  const [r, g, b] = rgb(full(c));
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

// palette
const BRASS = '#d4a853';

// ---------------------------------------------------------------------------------------------------------------
// Canvas: collects defs and layers for one SVG

class Canvas {
  constructor(rng) {
    this.rng = rng;
    this.defs = [];
    this.keys = new Map();
    this.L = { ground: [], pool: [], food: [], top: [] };
    this.rot = 0; // turns the sauce work a little from dish to dish
    this.scale = 1;
  }
  R(a, b) {
    return a + (b - a) * this.rng();
  }
  I(a, b) {
    return Math.floor(this.R(a, b + 1));
  }
  pick(a) {
    return a[Math.floor(this.rng() * a.length)];
  }
  chance(p) {
    return this.rng() < p;
  }
  def(key, make) {
    if (!this.keys.has(key)) {
      const id = 'g' + this.keys.size.toString(36);
      this.keys.set(key, id);
      this.defs.push(make(id));
    }
    return this.keys.get(key);
  }
  // gradients, all in object bounding box units so the light always comes from the top-left
  grad(kind, c, c2) {
    const id = this.def(kind + c + (c2 ?? ''), (id) => {
      const st = (o, col, op) => `<stop offset="${o}" stop-color="${col}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`;
      switch (kind) {
        case 'ball': // convex, glossy
          return `<radialGradient id="${id}" cx=".42" cy=".4" r=".68" fx=".3" fy=".27">${st(0, lit(c, 0.42))}${st(0.5, c)}${st(1, drk(c, 0.4))}</radialGradient>`;
        case 'soft': // convex, matte
          return `<radialGradient id="${id}" cx=".42" cy=".4" r=".7" fx=".34" fy=".3">${st(0, lit(c, 0.22))}${st(0.6, c)}${st(1, drk(c, 0.25))}</radialGradient>`;
        case 'pool': // flat sauce
          return `<radialGradient id="${id}" cx=".44" cy=".42" r=".62">${st(0, lit(c, 0.1))}${st(0.75, c)}${st(1, drk(c, 0.22))}</radialGradient>`;
        case 'lin':
          return `<linearGradient id="${id}" x1=".1" y1=".1" x2=".9" y2=".9">${st(0, lit(c, 0.16))}${st(1, drk(c, 0.22))}</linearGradient>`;
        case 'sear': // seared top: c in the middle fading to c2 at the edge
          return `<radialGradient id="${id}" cx=".45" cy=".44" r=".6" fx=".38" fy=".34">${st(0, lit(c, 0.18))}${st(0.55, c)}${st(0.86, c2)}${st(1, drk(c2, 0.2))}</radialGradient>`;
        case 'ring': // interior c with crust c2
          return `<radialGradient id="${id}" cx=".46" cy=".45" r=".56" fx=".4" fy=".36">${st(0, lit(c, 0.14))}${st(0.62, c)}${st(0.8, drk(c, 0.2))}${st(0.9, c2)}${st(1, drk(c2, 0.3))}</radialGradient>`;
        case 'glass': // liquid side view: lit left edge, darker right
          return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${st(0, lit(c, 0.3))}${st(0.22, c)}${st(0.8, drk(c, 0.22))}${st(1, drk(c, 0.4))}</linearGradient>`;
        case 'hollow': // concave: shadow on the top-left wall, light on the far one
          return `<linearGradient id="${id}" x1=".2" y1=".1" x2=".8" y2=".9">${st(0, drk(c, 0.3))}${st(0.55, c)}${st(1, lit(c, 0.4))}</linearGradient>`;
        case 'vert': // top light → bottom dark
          return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${st(0, lit(c, 0.2))}${st(1, drk(c, 0.25))}</linearGradient>`;
        default:
          throw new Error(kind);
      }
    });
    return `url(#${id})`;
  }
  shadowFilter() {
    this.def('fs', (id) => `<filter id="${id}" x="-20%" y="-20%" width="150%" height="150%"><feDropShadow dx="5" dy="7" stdDeviation="5" flood-color="#1b110b" flood-opacity=".42"/></filter>`);
    this.def('ft', (id) => `<filter id="${id}" x="-30%" y="-30%" width="170%" height="170%"><feDropShadow dx="2" dy="3" stdDeviation="1.6" flood-color="#1b110b" flood-opacity=".38"/></filter>`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Ground: dark linen

function linen(C, w, h) {
  const bg = C.def('bg', (id) => `<radialGradient id="${id}" cx=".3" cy=".22" r=".95"><stop offset="0" stop-color="#3b3027"/><stop offset=".55" stop-color="#231c17"/><stop offset="1" stop-color="#130f0c"/></radialGradient>`);
  const ln = C.def('ln', (id) => `<pattern id="${id}" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M0 2.5h9M0 7h9" stroke="#f3e6d0" stroke-opacity=".045"/><path d="M2.5 0v9M6.5 0v9" stroke="#000" stroke-opacity=".16"/></pattern>`);
  let slub = '';
  for (let i = 0; i < 9; i++) {
    const y = C.R(0, h), x = C.R(-100, w * 0.6);
    slub += `M${n0(x)} ${n0(y)}h${n0(C.R(120, w))}`;
  }
  C.L.ground.push(
    `<rect width="${w}" height="${h}" fill="url(#${bg})"/><rect width="${w}" height="${h}" fill="url(#${ln})"/><path d="${slub}" stroke="#f3e6d0" stroke-opacity=".035" stroke-width="2"/>`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Plate (or bowl): porcelain, dark stoneware, or — for a few bowls — terracotta or brass

const CX = 400, CY = 400, RIM = 292;
const MATERIALS = {
  porcelain: { rim: ['#f8f4ec', '#d3c8b6'], well: ['#f0eadf', '#d6ccbc', 0.3], edge: ['#b8ab97', '#fffaf2'], lip: '#a99c88', hl: 0.55, band: true },
  stone: { rim: ['#514840', '#231e1a'], well: ['#2f2925', '#1c1815', 0.04], edge: ['#0f0c0a', '#6a5e52'], lip: '#7d6f61', hl: 0.12, speck: '#c9b8a2' },
  clay: { rim: ['#bd7650', '#6a3119'], well: ['#8e4a2a', '#5a2612', 0.08], edge: ['#3a170a', '#d89468'], lip: '#4e200e', hl: 0.22, speck: '#f0b48c' },
  brass: { rim: ['#c9a45e', '#4e370e'], well: ['#7e5c22', '#3e2a0a', 0.1], edge: ['#2e1f06', '#e0c078'], lip: '#4a340c', hl: 0.35 },
};

function plate(C, mat, bowl) {
  const M = MATERIALS[mat];
  const W = bowl ? 186 : 206;
  const blur = C.def('pb', (id) => `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="17"/></filter>`);
  const rim = C.def('rim' + mat, (id) => `<linearGradient id="${id}" x1=".15" y1=".1" x2=".85" y2=".92"><stop offset="0" stop-color="${M.rim[0]}"/><stop offset="1" stop-color="${M.rim[1]}"/></linearGradient>`);
  const well = C.def('well' + mat + bowl, (id) => `<radialGradient id="${id}" cx=".54" cy=".56" r=".56"><stop offset="0" stop-color="${lit(M.well[0], M.well[2])}"/><stop offset="${bowl ? 0.62 : 0.8}" stop-color="${M.well[0]}"/><stop offset="1" stop-color="${M.well[1]}"/></radialGradient>`);
  const edge = C.def('we' + mat, (id) => `<linearGradient id="${id}" x1=".15" y1=".1" x2=".85" y2=".9"><stop offset="0" stop-color="${M.edge[0]}"/><stop offset="1" stop-color="${M.edge[1]}"/></linearGradient>`);
  let s = `<circle cx="414" cy="422" r="${RIM}" fill="#000" fill-opacity=".62" filter="url(#${blur})"/>`;
  s += `<circle cx="${CX}" cy="${CY}" r="${RIM}" fill="url(#${rim})"/>`;
  if (M.speck) {
    const sp = C.def('sp' + mat, (id) => `<pattern id="${id}" width="47" height="53" patternUnits="userSpaceOnUse"><path d="M7 9h0M31 4h0M20 27h0M41 36h0M11 44h0M28 49h0" stroke="${M.speck}" stroke-opacity=".22" stroke-width="2" stroke-linecap="round"/></pattern>`);
    s += `<circle cx="${CX}" cy="${CY}" r="${RIM}" fill="url(#${sp})"/>`;
  }
  s += `<circle cx="${CX}" cy="${CY}" r="${RIM - 1.5}" fill="none" stroke="${M.lip}" stroke-opacity=".55" stroke-width="3"/>`;
  if (M.band) s += `<circle cx="${CX}" cy="${CY}" r="${RIM - 13}" fill="none" stroke="#b88b35" stroke-opacity=".75" stroke-width="1.6"/>`;
  s += `<circle cx="${CX}" cy="${CY}" r="${W}" fill="url(#${well})"/>`;
  s += `<circle cx="${CX}" cy="${CY}" r="${W}" fill="none" stroke="url(#${edge})" stroke-width="${bowl ? 5 : 3}"/>`;
  const a = polar(CX, CY, RIM - 30, PI * 1.08), b = polar(CX, CY, RIM - 30, PI * 1.42);
  s += `<path d="M${P(a)}A${RIM - 30} ${RIM - 30} 0 0 1 ${P(b)}" fill="none" stroke="#fff" stroke-opacity="${M.hl}" stroke-width="7" stroke-linecap="round"/>`;
  C.L.ground.push(s);
  return W;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a dish. The image's alt text describes the picture, so it leads (with the name); the description is
// only a fallback when there is no alt text.

const ING = [
  ['mustard', /mustard|kasundi|shorshe|sorshe|sarson/, '#d4a12a'],
  ['saffron', /saffron|zafran|kesar|jafran/, '#e2a11c'],
  ['turmeric', /turmeric|holud|haldi/, '#dba229'],
  ['truffle', /truffle/, '#2b231e'],
  ['beet', /beet/, '#8c1d47'],
  ['mango', /mango|\baam\b|himsagar/, '#eca43a'],
  ['chocolate', /chocolate|cocoa|cacao|ganache|brownie|mocha/, '#4d2c20'],
  ['pistachio', /pistachio/, '#9aae5e'],
  ['rose', /\brose\b|rosewater|gulab|petal/, '#d68c98'],
  ['lobster', /lobster|langoustine/, '#d8673f'],
  ['prawn', /prawn|chingri|shrimp|golda/, '#e07f5c'],
  ['crab', /\bcrab|kakra/, '#db7048'],
  ['hilsa', /hilsa|ilish/, '#c5cac7'],
  ['salmon', /salmon|trout/, '#e69270'],
  ['tuna', /tuna/, '#9c3a3c'],
  ['coconut', /coconut|narkel|narikel|daab|malai/, '#efe5cf'],
  ['tamarind', /tamarind|tetul/, '#6e3a20'],
  ['herb', /mint|pudina|coriander|dhonia|dhone|green chutney|chutney|basil|pesto|herb|borhani|chive|dill|sage|parsley|tulsi/, '#6d8f46'],
  ['lime', /\blime|lebu|lemon|citrus|yuzu|shatkora|kagoji/, '#c9d36a'],
  ['tomato', /tomato/, '#c2432f'],
  ['pumpkin', /pumpkin|squash|carrot|kumra/, '#d98429'],
  ['raspberry', /raspberr|strawberr|cherr|cranberr|red berr|mixed berr|berries/, '#a6233b'],
  ['blackberry', /blackberr|blueberr|jamun|kalo jam|black currant|blackcurrant/, '#3b1a3c'],
  ['pomegranate', /pomegranate|anar|bedana/, '#a81f37'],
  ['redwine', /red wine|\bport\b|bordeaux|shiraz|merlot|cabernet|claret|rioja|malbec|pinot noir|madeira/, '#4a171b'],
  ['jus', /\bjus\b|demi|reduction|gravy/, '#4a1f17'],
  ['caramel', /caramel|toffee|jaggery|\bgur\b|nolen|\bdates?\b|dulce|praline|butterscotch|molasses|khejur|amber syrup|palm sugar/, '#a5622a'],
  ['honey', /honey|modhu/, '#d6a33b'],
  ['nut', /hazelnut|almond|walnut|cashew|peanut|pecan|macadamia/, '#b27d47'],
  ['vanilla', /vanilla|cardamom|elach|payesh|kheer|milk/, '#efe2c3'],
  ['sesame', /sesame|\btil\b/, '#e7d6ad'],
  ['miso', /miso|soy|teriyaki|ponzu/, '#9b6430'],
  ['lychee', /lychee|litchi/, '#f3e5df'],
  ['passion', /passion ?fruit/, '#e8b11f'],
  ['guava', /guava|peyara/, '#e6828a'],
  ['pineapple', /pineapple|anaras/, '#e8c04a'],
  ['coffee', /coffee|espresso|cappuccino|latte|americano|macchiato|cortado|flat white/, '#3c2418'],
  ['tea', /\btea\b|\bcha\b|chai|darjeeling|assam|oolong|earl grey|first flush|tisane/, '#a6561d'],
  ['orange', /orange|kamala|malta|clementine|tangerine|aperol|campari|negroni|spritz/, '#e0862c'],
  ['apple', /apple|pear/, '#d5c77a'],
  ['chilli', /chilli|chili|jhal|naga|pepper/, '#b8322a'],
  ['cucumber', /cucumber|shosha|melon/, '#a3c07f'],
  ['spinach', /spinach|palong|kale|greens|\bshak\b|\bpeas?\b|broccoli|asparagus|\bbeans?\b|okra|edamame|leek|samphire/, '#4f7a38'],
  ['mushroom', /mushroom|porcini|morel|\bcep\b|chanterelle|shiitake|duxelles/, '#8a6a49'],
  ['watermelon', /watermelon|tormuj/, '#d94f5c'],
  ['cream', /rezala|korma|cashew cream|white sauce|creamy white|cream sauce|butter sauce|beurre blanc|velouté|veloute|white curry/, '#eadcb6'],
  ['gold', /gold leaf|gilded|24k/, '#d4a853'],
  ['silver', /silver leaf|varak|vark/, '#d9d9d4'],
];

// colour words in an alt text ("pale green", "rose-pink", "amber"…), most specific first
const COLOUR_WORDS = [
  [/rose pink|pale pink|blush/, '#e8aab2'], [/bright pink/, '#e2566e'], [/pink/, '#e08a9c'],
  [/deep red|dark red/, '#5a1220'], [/coral/, '#e07f5c'], [/\bred\b/, '#b3342c'],
  [/pale green/, '#d2dba4'], [/green/, '#8fb35a'],
  [/pale gold|pale golden/, '#e7d08a'], [/golden|gold\b/, '#dcae4a'], [/amber/, '#c8782a'],
  [/bright orange|orange/, '#ea9430'], [/yellow/, '#e6c445'],
  [/milky/, '#d3a77a'], [/dark|black/, '#2e1a12'], [/brown/, '#7a4526'],
  [/pale|white|clear/, '#f0eadc'],
];
function colourWords(s) {
  const out = [];
  // walk left to right so the first colour named is the first colour used
  const re = /(rose pink|pale pink|blush|bright pink|pink|deep red|dark red|coral|\bred\b|pale green|green|pale golden|pale gold|golden|gold\b|amber|bright orange|orange|yellow|milky|dark|black|brown|pale|white|clear)/g;
  for (const m of s.matchAll(re)) {
    const hit = COLOUR_WORDS.find(([r]) => r.test(m[1]));
    if (hit) out.push(hit[1]);
  }
  return out;
}

const clean = (s) => norm(s).replace(/[-‐–—/]/g, ' ').replace(/\s+/g, ' ');

function tagsOf(doc) {
  const name = clean(doc.name), alt = clean(doc.image?.alt), desc = clean(doc.description);
  const vis = name + ' | ' + (alt || desc);
  const found = new Map();
  for (const [key, re, col] of ING) {
    const m = name.match(re), d = vis.match(re);
    if (m) found.set(key, { col, pos: m.index, inName: true });
    else if (d) found.set(key, { col, pos: 1000 + d.index, inName: false });
  }
  const order = [...found.entries()].sort((a, b) => a[1].pos - b[1].pos).map(([k]) => k);
  return {
    name,
    alt,
    desc,
    all: vis,
    full: vis + ' ' + desc,
    has: (k) => found.has(k),
    inName: (k) => found.get(k)?.inName ?? false,
    col: (k) => found.get(k)?.col,
    order,
    first: (keys) => order.find((k) => keys.includes(k)),
    colours: colourWords(alt),
  };
}

const SAUCE_KEYS = ['mustard', 'saffron', 'turmeric', 'cream', 'beet', 'mango', 'coconut', 'tamarind', 'herb', 'tomato', 'pumpkin', 'raspberry', 'pomegranate', 'redwine', 'jus', 'miso', 'caramel', 'honey', 'orange', 'apple', 'lime', 'chocolate', 'vanilla', 'passion', 'guava', 'blackberry', 'rose', 'mushroom', 'pistachio'];
const SAUCE_COL = { coconut: '#eee2c6', herb: '#718f3f', lime: '#c2c86a', vanilla: '#f0e3c2', mushroom: '#7a5a3c', rose: '#c97a86', apple: '#cdb866', orange: '#d9822a', mustard: '#dcb04a' };
const ACCENT_COL = { vanilla: '#efe4cc', coconut: '#f2ead8', cream: '#efe6d0' };

// ---------------------------------------------------------------------------------------------------------------
// Food primitives. Everything is computed in absolute coordinates (no transforms), so gradients keep the light.

const el = (tag, attrs) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${v}"`).join(' ')}/>`;

function blob(C, cx, cy, r, irr, n = 9, ry = r, ang = 0) {
  const T = xf(cx, cy, ang);
  const pts = [];
  const ph = C.R(0, 6);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * PI;
    const k = 1 + irr * (Math.sin(a * 2 + ph) * 0.5 + (C.rng() - 0.5));
    pts.push(T(Math.cos(a) * r * k, Math.sin(a) * ry * k));
  }
  return smooth(pts);
}

function ellipsePath(cx, cy, rx, ry, ang, d = 0) {
  const T = xf(cx, cy, ang), k = 0.5523;
  const p = [T(rx, 0), T(rx, ry * k), T(rx * k, ry), T(0, ry), T(-rx * k, ry), T(-rx, ry * k), T(-rx, 0), T(-rx, -ry * k), T(-rx * k, -ry), T(0, -ry), T(rx * k, -ry), T(rx, -ry * k)];
  let s = 'M' + P(p[0], d);
  for (let i = 0; i < 4; i++) s += 'C' + P(p[i * 3 + 1], d) + ' ' + P(p[i * 3 + 2], d) + ' ' + P(p[(i * 3 + 3) % 12], d);
  return s + 'Z';
}

function pool(C, cx, cy, r, col, irr = 0.12, ry = r, ang = 0) {
  C.L.pool.push(el('path', { d: blob(C, cx, cy, r, irr, 10, ry, ang), fill: C.grad('pool', col) }));
  const hl = polar(cx, cy, r * 0.55, PI * 1.25);
  C.L.pool.push(`<path d="M${P([hl[0] - r * 0.28, hl[1] + r * 0.2])}Q${P([hl[0] - r * 0.05, hl[1] - r * 0.12])} ${P([hl[0] + r * 0.3, hl[1] - r * 0.16])}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="${n1(Math.max(2, r * 0.06))}" stroke-linecap="round"/>`);
}

function swoosh(C, cx, cy, r, a0, a1, w, col, layer = 'pool') {
  a0 += C.rot;
  a1 += C.rot;
  const N = 14, out = [], inn = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N, a = a0 + (a1 - a0) * t;
    const ww = (w * Math.pow(Math.sin(PI * (0.04 + t * 0.94)), 0.55) * (1.2 - 0.55 * t)) / 2 + 0.8;
    out.push(polar(cx, cy, r + ww, a));
    inn.push(polar(cx, cy, r - ww, a));
  }
  C.L[layer].push(el('path', { d: smooth(out.concat(inn.reverse())), fill: C.grad('lin', col) }));
  const s1 = polar(cx, cy, r + w * 0.12, a0 + (a1 - a0) * 0.12), s2 = polar(cx, cy, r + w * 0.12, a0 + (a1 - a0) * 0.6);
  const s3 = polar(cx, cy, r - w * 0.18, a0 + (a1 - a0) * 0.3), s4 = polar(cx, cy, r - w * 0.18, a0 + (a1 - a0) * 0.8);
  const sw = a1 > a0 ? 1 : 0;
  C.L[layer].push(`<path d="M${P(s1)}A${n0(r)} ${n0(r)} 0 0 ${sw} ${P(s2)}M${P(s3)}A${n0(r)} ${n0(r)} 0 0 ${sw} ${P(s4)}" fill="none" stroke="${lit(col, 0.45)}" stroke-opacity=".4" stroke-width="2" stroke-linecap="round"/>`);
}

// dots of sauce along an arc, shrinking
function dots(C, cx, cy, r, a0, step, n, size, col, layer = 'pool') {
  a0 += C.rot;
  let s = '';
  for (let i = 0; i < n; i++) {
    const p = polar(cx, cy, r, a0 + step * i), rr = size * (1 - i * 0.16);
    if (rr < 2.5) break;
    s += `<circle cx="${n0(p[0])}" cy="${n0(p[1])}" r="${n1(rr)}"/>`;
  }
  C.L[layer].push(`<g fill="${C.grad('ball', col)}">${s}</g>`);
}

// scatter of tiny round (or square) specks: one path of zero-length strokes
function specks(C, pts, col, w, layer = 'top', cap = 'round', op = 1) {
  if (!pts.length) return;
  C.L[layer].push(`<path d="${pts.map((p) => 'M' + P(p) + 'h0').join('')}" stroke="${col}" stroke-width="${w}" stroke-linecap="${cap}"${op < 1 ? ` stroke-opacity="${op}"` : ''}/>`);
}
function scatter(C, cx, cy, r, n, ry = r) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = C.R(0, 2 * PI), d = Math.sqrt(C.rng());
    pts.push([cx + Math.cos(a) * r * d, cy + Math.sin(a) * ry * d]);
  }
  return pts;
}
// short strokes (seeds, threads)
function strokes(C, pts, len, col, w, layer = 'top', op = 1) {
  if (!pts.length) return;
  const d = pts.map((p) => {
    const a = C.R(0, PI);
    return 'M' + P(p) + 'l' + n0(Math.cos(a) * len) + ' ' + n0(Math.sin(a) * len);
  }).join('');
  C.L[layer].push(`<path d="${d}" fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round"${op < 1 ? ` stroke-opacity="${op}"` : ''}/>`);
}

function leafPath(b, len, a, wid = 0.42, d = 0) {
  const tip = [b[0] + Math.cos(a) * len, b[1] + Math.sin(a) * len];
  const m = [(b[0] + tip[0]) / 2, (b[1] + tip[1]) / 2];
  const nx = -Math.sin(a) * len * wid, ny = Math.cos(a) * len * wid;
  return `M${P(b, d)}Q${P([m[0] + nx, m[1] + ny], d)} ${P(tip, d)}Q${P([m[0] - nx, m[1] - ny], d)} ${P(b, d)}Z`;
}

// microherb sprigs around a point
function herbs(C, cx, cy, spread, n, cols, size = 1) {
  const paths = cols.map(() => '');
  for (let i = 0; i < n; i++) {
    const b = [cx + C.R(-spread, spread), cy + C.R(-spread, spread) * 0.8];
    const base = C.R(0, 2 * PI), k = C.I(2, 3);
    const ci = i % cols.length;
    for (let j = 0; j < k; j++) paths[ci] += leafPath(b, C.R(13, 21) * size, base + (j * 2 * PI) / k + C.R(-0.3, 0.3), C.R(0.34, 0.48));
  }
  paths.forEach((d, i) => d && C.L.top.push(`<path d="${d}" fill="${cols[i]}"/>`));
}

function quenelle(C, cx, cy, L, W, ang, col, layer = 'food') {
  const T = xf(cx, cy, ang);
  const p = [T(-L, 0), T(-L * 0.78, -W * 1.34), T(L * 0.82, -W * 1.34), T(L, 0), T(L * 0.82, W * 1.34), T(-L * 0.78, W * 1.34)];
  C.L[layer].push(el('path', { d: `M${P(p[0])}C${P(p[1])} ${P(p[2])} ${P(p[3])}C${P(p[4])} ${P(p[5])} ${P(p[0])}Z`, fill: C.grad('ball', col) }));
  const r = [T(-L * 0.72, W * 0.3), T(-L * 0.1, -W * 0.85), T(L * 0.78, -W * 0.12)];
  const r2 = [T(-L * 0.6, W * 0.62), T(L * 0.1, W * 0.1), T(L * 0.7, W * 0.32)];
  C.L[layer].push(`<path d="M${P(r[0])}Q${P(r[1])} ${P(r[2])}" fill="none" stroke="${lit(col, 0.55)}" stroke-opacity=".55" stroke-width="2.5" stroke-linecap="round"/><path d="M${P(r2[0])}Q${P(r2[1])} ${P(r2[2])}" fill="none" stroke="${drk(col, 0.3)}" stroke-opacity=".35" stroke-width="2" stroke-linecap="round"/>`);
}

function fillet(C, cx, cy, L, W, ang, top, edge, flakes = true, bend = 0.12) {
  const T = xf(cx, cy, ang), up = [], dn = [];
  const N = 8;
  for (let i = 0; i <= N; i++) {
    const t = -1 + (2 * i) / N;
    const hw = W * Math.pow(Math.max(0, 1 - t * t), 0.42) * (1 - 0.22 * t) + 1;
    const y = bend * W * (t * t - 0.4);
    up.push(T(t * L, y - hw));
    dn.push(T(t * L, y + hw));
  }
  const pts = up.slice(0, -1).concat(dn.reverse().slice(0, -1));
  C.L.food.push(el('path', { d: smooth(pts), fill: C.grad('sear', top, edge) }));
  if (flakes) {
    let d = '';
    for (let i = 1; i <= 5; i++) {
      const t = -0.8 + i * 0.27, hw = W * Math.pow(1 - t * t, 0.42) * 0.8, y = bend * W * (t * t - 0.4);
      d += `M${P(T(t * L - 6, y - hw))}Q${P(T(t * L + 10, y))} ${P(T(t * L - 6, y + hw))}`;
    }
    C.L.food.push(`<path d="${d}" fill="none" stroke="${drk(top, 0.35)}" stroke-opacity=".35" stroke-width="2.2" stroke-linecap="round"/>`);
  }
  // a sheen along the top-left flank
  const h = [T(-L * 0.55, -W * 0.55), T(0, -W * 0.95), T(L * 0.5, -W * 0.62)];
  C.L.food.push(`<path d="M${P(h[0])}Q${P(h[1])} ${P(h[2])}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="3" stroke-linecap="round"/>`);
}

// fanned slices with a crust
function slices(C, cx, cy, n, rx, ry, ang, inner, crust, gap = 0.6) {
  const T = xf(cx, cy, ang);
  for (let i = 0; i < n; i++) {
    const t = i - (n - 1) / 2;
    const p = T(t * rx * gap * 2, Math.abs(t) * 6);
    C.L.food.push(el('path', { d: ellipsePath(p[0], p[1], rx, ry, ang + t * 0.12), fill: C.grad('ring', inner, crust) }));
  }
}

function disc(C, cx, cy, r, col, kind = 'ball', ry = r, ang = 0, c2) {
  C.L.food.push(el('path', { d: ry === r && !ang ? ellipsePath(cx, cy, r, r, 0) : ellipsePath(cx, cy, r, ry, ang), fill: C.grad(kind, col, c2) }));
}

function prawn(C, cx, cy, r, a0, W, col) {
  const sweep = PI * 1.25, N = 7, out = [], inn = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N, a = a0 + sweep * t, w = W * (1 - 0.6 * t) * (i === 0 ? 0.9 : 1);
    out.push(polar(cx, cy, r + w / 2, a));
    inn.push(polar(cx, cy, r - w / 2, a));
  }
  C.L.food.push(el('path', { d: smooth(out.concat(inn.reverse())), fill: C.grad('ball', col) }));
  let d = '';
  for (let i = 1; i <= 5; i++) {
    const t = i / 6.2, a = a0 + sweep * t, w = W * (1 - 0.6 * t) * 0.42;
    d += `M${P(polar(cx, cy, r + w, a))}L${P(polar(cx, cy, r - w, a + 0.06))}`;
  }
  C.L.food.push(`<path d="${d}" stroke="${lit(col, 0.6)}" stroke-opacity=".75" stroke-width="3" stroke-linecap="round"/>`);
  const ta = a0 + sweep, tp = polar(cx, cy, r, ta + 0.05), tw = W * 0.5;
  const tail = [polar(cx, cy, r, ta - 0.05), polar(cx, cy, r + tw, ta + 0.32), polar(cx, cy, r, ta + 0.24), polar(cx, cy, r - tw, ta + 0.32)];
  C.L.food.push(el('path', { d: smooth(tail, true, 0, 0.12), fill: drk(col, 0.12) }));
  void tp;
}

function chilliRings(C, pts, col, r = 7) {
  C.L.top.push(`<g fill="none" stroke="${col}" stroke-width="${n1(r * 0.45)}">${pts.map((p) => `<circle cx="${n0(p[0])}" cy="${n0(p[1])}" r="${r}"/>`).join('')}</g>`);
}

function shavings(C, pts, col, size) {
  let d = '', g = '';
  for (const p of pts) {
    const w = size * C.R(0.7, 1.2);
    d += blob(C, p[0], p[1], w, 0.3, 6, w * C.R(0.55, 0.8), C.R(0, PI));
    g += `M${P([p[0] - w * 0.5, p[1] - w * 0.1], 1)}q${n1(w * 0.4)} ${n1(-w * 0.3)} ${n1(w)} 0`;
  }
  C.L.top.push(`<path d="${d}" fill="${col}"/><path d="${g}" fill="none" stroke="${lit(col, 0.35)}" stroke-opacity=".6" stroke-width="1.2"/>`);
}

function goldLeaf(C, pts, size) {
  const gid = C.def('gold', (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3dc98"/><stop offset=".5" stop-color="#d4a853"/><stop offset="1" stop-color="#9c7223"/></linearGradient>`);
  let d = '';
  for (const p of pts) {
    const T = xf(p[0], p[1], C.R(0, PI)), s = size * C.R(0.7, 1.2);
    d += poly([T(-s, -s * 0.3), T(-s * 0.2, -s * 0.8), T(s * 0.9, -s * 0.4), T(s * 0.6, s * 0.5), T(-s * 0.3, s * 0.7)], 1);
  }
  C.L.top.push(`<path d="${d}" fill="url(#${gid})"/>`);
}

function berries(C, pts, col, r, drupes = false) {
  C.L.food.push(`<g fill="${C.grad('ball', col)}">${pts.map((p) => `<circle cx="${n0(p[0])}" cy="${n0(p[1])}" r="${n1(r)}"/>`).join('')}</g>`);
  if (drupes) {
    const sp = [];
    for (const p of pts) for (let i = 0; i < 5; i++) sp.push(polar(p[0], p[1], r * 0.55, (i * 2 * PI) / 5 + 0.3));
    specks(C, sp, lit(col, 0.3), n1(r * 0.35), 'top', 'round', 0.5);
  }
}

function cubes(C, pts, s, col, char) {
  let d = '';
  for (const p of pts) {
    const T = xf(p[0], p[1], C.R(-0.5, 0.5)), k = s * 0.78;
    d += smooth([T(-k, -s), T(k, -s), T(s, -k), T(s, k), T(k, s), T(-k, s), T(-s, k), T(-s, -k)], true, 0, 0.12);
  }
  C.L.food.push(`<path d="${d}" fill="${C.grad('soft', col)}"/>`);
  if (char) {
    const cp = [];
    for (const p of pts) cp.push([p[0] - s * 0.3, p[1] - s * 0.2], [p[0] + s * 0.25, p[1] + s * 0.3]);
    strokes(C, cp, s * 0.5, char, n1(s * 0.18), 'food', 0.6);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Proteins

function proteinOf(t, sub) {
  const a = t.all, n = t.name;
  if (t.has('lobster')) return { kind: 'prawn', col: '#d8673f' };
  if (t.has('prawn') && !/fish|fillet|bhetki|koral/.test(n)) return { kind: 'prawn', col: '#e07f5c' };
  if (t.has('crab')) return { kind: 'crab', col: '#c94f32' };
  if (/hilsa|ilish/.test(a)) return { kind: 'fish', top: '#b3bab9', edge: '#ebe7de' };
  if (/salmon|trout/.test(n)) return { kind: 'fish', top: '#d9825e', edge: '#f0b493' };
  if (/tuna/.test(n)) return { kind: 'tuna', inner: '#b13e48', crust: '#b88a2a' };
  if (/scallop/.test(n)) return { kind: 'scallop' };
  if (/oyster/.test(n)) return { kind: 'oyster' };
  if (/duck|squab|pigeon|goose/.test(n)) return { kind: 'meat', inner: '#b4545a', crust: '#6e3a1c' };
  if (/lamb|mutton|goat|venison|khashi|khasi/.test(n)) return { kind: 'meat', inner: '#a8484a', crust: '#4c2a1a' };
  if (/beef|steak|wagyu|tenderloin|striploin|sirloin|ribeye|rib eye|veal|bison|mezban|kala ?bhuna|short rib/.test(n)) return { kind: 'meat', inner: '#9b3036', crust: '#3e2216' };
  if (/pork|bacon|ham\b/.test(n)) return { kind: 'meat', inner: '#e0ad98', crust: '#8c4a22' };
  if (/chicken|murgh|quail|poussin|\bhen\b|turkey|guinea/.test(n)) return { kind: 'poultry', col: '#c98a47', inner: '#efd7b6' };
  if (/paneer|tofu|halloumi|chhana/.test(n)) return { kind: 'paneer', col: '#efe0c0' };
  if (/fish|fillet|bhetki|koral|rui|pomfret|rupchanda|sea bass|seabass|cod|snapper|loitta|bombay duck|pabda|tilapia|mackerel/.test(n) || sub === 'seafood') return { kind: 'fish', top: '#c8945a', edge: '#f0e6d6' };
  if (sub === 'meat' || sub === 'meat & poultry') return { kind: 'meat', inner: '#9b3036', crust: '#3e2216' };
  return { kind: 'veg' };
}

// ---------------------------------------------------------------------------------------------------------------
// Garnishes, read from the alt text

function onionRings(C, pts, col = '#c46a92', r = 11) {
  C.L.top.push(`<g fill="none" stroke="${col}" stroke-width="3.5">${pts.map((p) => `<circle cx="${n0(p[0])}" cy="${n0(p[1])}" r="${r}"/>`).join('')}</g>`);
}
function cashews(C, pts, col = '#e6c995') {
  const d = pts.map((p) => { const a = C.R(0, 2 * PI), q = polar(p[0], p[1], 9, a + 1.2); return `M${P(polar(p[0], p[1], 9, a))}Q${P(q)} ${P(polar(p[0], p[1], 9, a + 2.6))}`; }).join('');
  C.L.top.push(`<path d="${d}" fill="none" stroke="${col}" stroke-width="8" stroke-linecap="round"/>`);
}
function leaves(C, pts, col, len = 26, wid = 0.34) {
  C.L.top.push(`<path d="${pts.map((p) => leafPath(p, len * C.R(0.8, 1.15), C.R(0, 2 * PI), wid)).join('')}" fill="${col}"/>`);
}
function tuile(C, x, y, s = 1, col = '#ead7a6') {
  const T = xf(x, y, C.R(-0.6, 0.6));
  const pts = [T(-70 * s, -8 * s), T(-30 * s, -30 * s), T(40 * s, -26 * s), T(76 * s, -4 * s), T(50 * s, 22 * s), T(-10 * s, 28 * s), T(-60 * s, 18 * s)];
  C.L.top.push(`<path d="${poly(pts)}" fill="${col}" fill-opacity=".95" stroke="${lit(col, 0.4)}" stroke-width="1.5" stroke-linejoin="round"/>`);
  specks(C, [T(-30 * s, 0), T(10 * s, -8 * s), T(36 * s, 6 * s), T(-8 * s, 12 * s)], drk(col, 0.25), 6 * s, 'top', 'round', 0.35);
}
function silverLeaf(C, pts, size) {
  const gid = C.def('silver', (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbfbf8"/><stop offset=".5" stop-color="#c9cac6"/><stop offset="1" stop-color="#8e908c"/></linearGradient>`);
  let d = '';
  for (const p of pts) {
    const T = xf(p[0], p[1], C.R(0, PI)), s = size * C.R(0.7, 1.2);
    d += poly([T(-s, -s * 0.3), T(-s * 0.2, -s * 0.8), T(s * 0.9, -s * 0.4), T(s * 0.6, s * 0.5), T(-s * 0.3, s * 0.7)]);
  }
  C.L.top.push(`<path d="${d}" fill="url(#${gid})"/>`);
}
function limeWedge(C, x, y, a, col = '#c9d36a') {
  const T = xf(x, y, a);
  C.L.food.push(`<path d="M${P(T(-30, 0))}A30 30 0 0 0 ${P(T(30, 0))}Z" fill="${lit(col, 0.2)}" stroke="${drk(col, 0.25)}" stroke-width="4" stroke-linejoin="round"/><path d="M${P(T(0, 2))}L${P(T(-18, 16))}M${P(T(0, 2))}L${P(T(0, 24))}M${P(T(0, 2))}L${P(T(18, 16))}" stroke="${lit(col, 0.65)}" stroke-width="2"/>`);
}
function smallBowl(C, x, y, r, col) {
  C.L.food.push(`<circle cx="${n0(x)}" cy="${n0(y)}" r="${r}" fill="${C.grad('soft', '#efe8dc')}"/><circle cx="${n0(x)}" cy="${n0(y)}" r="${r - 7}" fill="${C.grad('pool', col)}"/>`);
}

// everything small that the alt text promises
function garnish(C, t, cx, cy, spread, withHerbs = true) {
  const v = t.all;
  const herbCols = t.has('beet') ? ['#5f8040', '#7a2f52'] : ['#5d7f3c', '#87a85a'];
  if (withHerbs) herbs(C, cx, cy, spread, C.I(3, 4), herbCols);
  if (t.has('truffle')) shavings(C, scatter(C, cx + 10, cy, spread * 1.2, 4), '#2b231e', 16);
  if (/pomegranate/.test(v)) specks(C, scatter(C, cx, cy + 20, spread * 2.2, 12), '#a81f37', 7);
  if (/sesame/.test(v)) strokes(C, scatter(C, cx, cy, spread * 1.6, 14), 3, '#eadbb4', 2.6);
  if (/chilli|chili/.test(v)) chilliRings(C, scatter(C, cx, cy, spread * 1.8, 3), /green chil/.test(v) ? '#4d8a2e' : '#b8322a', 6);
  if (/saffron/.test(v)) strokes(C, scatter(C, cx, cy, spread * 1.3, 6), 9, '#c8421a', 1.4);
  if (/seeds/.test(v) && /pumpkin/.test(v)) strokes(C, scatter(C, cx, cy, spread * 1.6, 9), 7, '#6f8a3a', 5);
  if (/walnut|hazelnut|almond|nuts/.test(v)) specks(C, scatter(C, cx, cy, spread * 1.8, 8), '#b9864e', 9, 'top', 'square');
  if (/pistachio/.test(v)) specks(C, scatter(C, cx, cy, spread * 1.8, 10), '#9aae5e', 5, 'top', 'square');
  if (/cashew/.test(v)) cashews(C, scatter(C, cx, cy, spread * 1.8, 5));
  if (/raisin/.test(v)) specks(C, scatter(C, cx, cy, spread * 2, 8), '#9a6a1e', 9);
  if (/shallot|onion/.test(v)) onionRings(C, scatter(C, cx, cy, spread * 1.8, 3));
  if (/caper/.test(v)) specks(C, scatter(C, cx, cy, spread * 1.8, 10), '#59622e', 8);
  if (/\bpeas\b/.test(v)) berries(C, scatter(C, cx, cy, spread * 2, 7), '#7da33f', 7);
  if (/curry leaves|curry leaf/.test(v)) leaves(C, scatter(C, cx, cy, spread * 1.6, 4), '#2f5a24');
  if (/ginger/.test(v)) strokes(C, scatter(C, cx, cy, spread * 1.2, 6), 16, '#ecdcaa', 2.5);
  if (/radish/.test(v)) { for (const p of scatter(C, cx, cy, spread * 1.8, 3)) C.L.top.push(`<circle cx="${n0(p[0])}" cy="${n0(p[1])}" r="10" fill="#f6eef0" stroke="#c9456a" stroke-width="2.5"/>`); }
  if (/rocket|leaves|greens|samphire/.test(v)) leaves(C, scatter(C, cx, cy, spread * 1.4, 4), '#4a6b2e', 34, 0.26);
  if (/spring onion|leek/.test(v)) onionRings(C, scatter(C, cx, cy, spread * 1.8, 4), '#6f9a3a', 7);
  if (/cabbage/.test(v)) strokes(C, scatter(C, CX + 96, CY + 86, 34, 14), 26, '#6a2a5a', 5, 'food');
  if (/fried onion/.test(v)) strokes(C, scatter(C, cx, cy, spread * 2, 14), 12, '#8a4b1c', 3);
  if (/garlic/.test(v) && !/garlic (bread|toast)/.test(v)) leaves(C, scatter(C, cx, cy, spread * 2, 3), '#f1e7cf', 22, 0.5);
}

// ---------------------------------------------------------------------------------------------------------------
// Savoury compositions

const PLATED = /croquette|kebab|kabab|cutlet|\bchops?\b|tikki|patty|tartare|carpaccio|crudo|ceviche|scallop|oyster|tartlet|shingara|samosa|singara|burrata|wellington|\brack\b|ravioli|gnocchi|fillet|steak|breast|tikka|tandoori|parfait|mousse|\bpate\b|terrine|\bcakes?\b|lobster|short rib|shoulder|supreme|ballotine|roulade|fritto|fritter|beguni|fuchka|phuchka|pitha|dumpling|chaat|aubergine|eggplant|cauliflower|rupchanda|pomfret/;

function dishSavoury(C, t, sub, starter) {
  const n = t.name, v = t.all;
  const prot = proteinOf(t, sub);
  const sk = t.first(SAUCE_KEYS);
  const dflt = sub === 'seafood' ? '#ece0c2' : /meat/.test(sub) ? '#4a1f17' : '#e6d3a2';
  const sauce = sk ? SAUCE_COL[sk] ?? t.col(sk) : dflt;
  const acc = t.order.find((k) => k !== sk && !['truffle', 'gold', 'silver', 'sesame', 'hilsa', 'salmon', 'tuna', 'prawn', 'lobster', 'crab', 'chilli', 'nut', 'pomegranate', 'jus', 'spinach', 'cream'].includes(k));
  const accent = acc ? ACCENT_COL[acc] ?? t.col(acc) : sub === 'seafood' ? '#86ad9f' : /meat/.test(sub) ? '#c77a3a' : '#8c1d47';
  const cx = CX + C.R(-10, 10), cy = CY + C.R(-8, 8);

  const platedWord = PLATED.test(n);
  const soupy = /bisque|soup|veloute|chowder|broth|consomme|shorba/.test(n) && !platedWord;
  const riceName = /risotto|biryani|biriyani|pulao|polao|khichuri|khichdi|fried rice/.test(n);
  const stewy = !soupy && !platedWord && !riceName && (/curry|malai|kosha|bhuna|korma|rezala|masala|\bdal\b|jhol|jhal|stew|haleem|nihari|mezbani|dopiaza|tarkari|ghonto|laksa|dalna|bouillabaisse|sorshe|shorshe/.test(n) || /\b(gravy|curry|stew|broth)\b(?! lea)/.test(t.alt));
  const riceMain = !soupy && !platedWord && riceName;
  const sideRice = !riceMain && /\b(rice|pilaf|polao|pulao)\b/.test(v);
  const riceCol = /red rice/.test(v) ? '#b0705e' : /saffron|golden|yellow/.test(v.slice(v.search(/rice|pilaf|polao/) - 30)) ? '#ecc567' : '#f1e8d2';
  const bread = /paratha|flatbread|naan|luchi|sheermal|garlic (bread|toast)/.test(v);
  const ret = { bowl: soupy || stewy || riceMain };

  // ---- bowls
  if (soupy) {
    const clear = /consomme|clear|broth/.test(v);
    const col = clear ? '#b87a2c' : t.colours[0] && !/pale|white/.test(t.alt.split(' ')[0]) ? t.colours[0] : sk ? sauce : /prawn|lobster|crab|chingri/.test(v) ? '#d2764c' : '#d9b77a';
    ret.draw = (W) => {
      C.L.pool.push(el('circle', { cx: CX, cy: CY, r: W - 6, fill: C.grad('pool', col), 'fill-opacity': clear ? '.72' : '1' }));
      if (!clear) {
        const sp = [];
        for (let i = 0; i < 22; i++) sp.push(polar(CX + 20, CY - 10, 30 + i * 3.4, i * 0.62));
        C.L.pool.push(`<path d="${smooth(sp, false)}" fill="none" stroke="${/saffron/.test(v) ? '#efc25a' : lit(col, 0.75)}" stroke-opacity=".8" stroke-width="6" stroke-linecap="round"/>`);
      } else {
        disc(C, CX - 6, CY - 4, 30, '#efe4cf', 'soft');
        C.L.pool.push(`<circle cx="${CX}" cy="${CY}" r="${W - 40}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="3"/>`);
      }
      specks(C, scatter(C, CX - 30, CY + 30, 70, 6), '#c99a2a', 8, 'pool', 'round', 0.6);
      herbs(C, CX + 18, CY - 12, 16, 3, ['#5d7f3c', '#87a85a']);
      if (/pumpkin seeds|seeds/.test(v)) strokes(C, scatter(C, CX + 14, CY - 8, 50, 9), 7, '#6f8a3a', 5);
      if (/crouton/.test(t.full)) specks(C, scatter(C, CX + 30, CY + 20, 50, 5), '#c99450', 13, 'food', 'square');
      if (t.has('truffle')) shavings(C, scatter(C, CX + 10, CY, 40, 3), '#2b231e', 15);
    };
    return ret;
  }
  if (riceMain) {
    const biry = /biryani|biriyani|pulao|polao/.test(n);
    const base = /khichuri|khichdi/.test(n) ? '#d8a842' : biry ? '#efe1bd' : t.has('saffron') ? '#e6bb55' : /risotto/.test(n) ? '#e8d8b2' : '#e8d8b2';
    ret.material = /clay|handi|terracotta/.test(v) ? 'clay' : /copper|brass/.test(v) ? 'brass' : undefined;
    ret.draw = (W) => {
      riceMound(C, CX, CY, W - 38, base, biry);
      if (biry && (prot.kind === 'meat' || prot.kind === 'poultry')) {
        C.L.food.push(`<path d="${[[40, 20], [-40, 50], [10, -50]].map(([x, y]) => blob(C, CX + x, CY + y, C.R(28, 34), 0.22, 7)).join('')}" fill="${C.grad('ball', '#7a3a20')}"/>`);
        strokes(C, scatter(C, CX, CY, 110, 14), 10, '#7a4318', 3, 'top');
      }
      if (/dough|sealed/.test(v)) C.L.food.push(`<path d="${smooth(Array.from({ length: 14 }, (_, i) => polar(CX, CY, W - 40 + (i % 2 ? 6 : -4), (i / 14) * 2 * PI)))}" fill="none" stroke="#d9b77a" stroke-width="16"/>`);
      if (/morel|mushroom/.test(v)) for (let i = 0; i < 4; i++) morel(C, ...polar(CX, CY, 62, i * 1.6 + 0.5), 20);
      if (prot.kind === 'prawn') for (let i = 0; i < 3; i++) prawn(C, ...polar(CX, CY, 48, i * 2.1 + 0.3), 28, i * 2.1 + 2, 22, '#d8744e');
      if (/risotto/.test(n) && !/prawn/.test(v)) shavings(C, scatter(C, CX + 15, CY + 10, 60, 4), '#efe4c6', 14);
      if (/khichuri|khichdi/.test(n)) specks(C, scatter(C, CX, CY, 120, 20), '#c8642a', 6, 'top');
      if (/fried egg|egg/.test(v)) { C.L.food.push(el('path', { d: blob(C, CX - 40, CY + 40, 50, 0.2, 9), fill: C.grad('soft', '#faf6ec') })); disc(C, CX - 44, CY + 36, 19, '#f0a12a', 'ball'); }
      herbs(C, CX + 10, CY - 10, 28, 4, ['#5d7f3c', '#87a85a']);
      if (t.has('truffle')) shavings(C, scatter(C, CX + 20, CY - 20, 60, 5), '#2b231e', 17);
      if (/saffron/.test(v)) strokes(C, scatter(C, CX, CY, 70, 8), 10, '#c8421a', 1.5);
      if (/\bpeas\b/.test(v)) berries(C, scatter(C, CX, CY, 100, 9), '#7da33f', 7);
      if (/cashew/.test(v)) cashews(C, scatter(C, CX, CY, 100, 5));
      if (/curry leaves/.test(v)) leaves(C, scatter(C, CX, CY, 80, 4), '#2f5a24');
      if (/pomegranate|aloo bokhara|plum/.test(t.full)) specks(C, scatter(C, CX, CY, 110, 8), '#7a1a2a', 9);
    };
    return ret;
  }
  if (stewy) {
    const col = (t.colours[0] === '#f0eadc' ? '#ede2c6' : t.colours[0]) ?? (sk ? sauce : /malai|korma|rezala|coconut/.test(n) ? '#ecd9ad' : /mezban|kala bhuna|kosha|nihari/.test(n) ? '#6b2a18' : '#a8491f');
    const gravy = col;
    ret.material = /clay|handi|terracotta/.test(v) ? 'clay' : /brass|copper/.test(v) ? 'brass' : undefined;
    ret.draw = (W) => {
      C.L.pool.push(el('path', { d: blob(C, CX, CY, W - 14, 0.03, 10), fill: C.grad('pool', gravy) }));
      // a ring of spiced oil at the edge, glistening
      C.L.pool.push(`<circle cx="${CX}" cy="${CY}" r="${W - 30}" fill="none" stroke="${lum(gravy) > 0.6 ? '#e3b04a' : '#d0542a'}" stroke-opacity=".3" stroke-width="10"/>`);
      specks(C, scatter(C, CX, CY, W - 50, 12), lit(gravy, 0.35), 6, 'pool', 'round', 0.45);
      const sx = sideRice ? -22 : 0, sy = sideRice ? -18 : 0;
      if (prot.kind === 'prawn') {
        prawn(C, CX - 40 + sx, CY - 25 + sy, 40, PI * 0.75, 30, prot.col);
        prawn(C, CX + 40 + sx, CY + 20 + sy, 36, PI * 1.8, 28, prot.col);
        if (!sideRice) prawn(C, CX - 10, CY + 70, 32, PI * 0.15, 24, prot.col);
      } else if (prot.kind === 'crab') {
        crabClaw(C, CX - 30, CY - 20, 0.3, prot.col);
        crabClaw(C, CX + 40, CY + 40, 2.6, prot.col);
      } else if (prot.kind === 'fish') {
        for (const [x, y, a] of [[-40, -20, 0.4], [45, 35, -0.3]]) steak(C, CX + x + sx, CY + y + sy, 50, a, prot.top, mix(gravy, prot.edge, 0.4));
      } else if (prot.kind === 'meat' || prot.kind === 'poultry') {
        const mc = prot.kind === 'meat' ? '#5e2616' : '#b87a3c';
        if (/shank/.test(n)) {
          const T = xf(CX - 10, CY, -0.6);
          C.L.food.push(`<path d="M${P(T(40, 0))}L${P(T(130, 0))}" stroke="#e6d8bd" stroke-width="24" stroke-linecap="round"/>`);
          C.L.food.push(el('path', { d: smooth([T(-90, 0), T(-60, -50), T(20, -46), T(60, -20), T(60, 20), T(20, 46), T(-60, 50)]), fill: C.grad('ball', mc) }));
        } else {
          const pts = [[-50, -30], [30, -45], [45, 30], [-25, 45], [-5, -2]].slice(0, sideRice ? 4 : 5);
          C.L.food.push(`<path d="${pts.map(([x, y]) => blob(C, CX + x + sx, CY + y + sy, C.R(26, 34), 0.22, 7)).join('')}" fill="${C.grad('ball', mc)}"/>`);
        }
        if (/marrow/.test(v)) { disc(C, CX + 70, CY - 60, 36, '#e6d8bd', 'soft'); disc(C, CX + 69, CY - 61, 21, '#8a5230', 'ball'); }
      } else if (/jackfruit|kathal|echor/.test(v)) {
        cubes(C, [[CX - 50 + sx, CY - 20 + sy], [CX + 20 + sx, CY - 50 + sy], [CX + 30 + sx, CY + 20 + sy], [CX - 30 + sx, CY + 40 + sy]], 24, '#c9a55a', '#8a6a2a');
      } else if (/diamond|dhoka|lentil cake/.test(v)) {
        let d = '';
        for (const [x, y, a] of [[-50, -20, 0.2], [20, -50, -0.3], [30, 30, 0.5], [-30, 50, -0.1]]) { const T = xf(CX + x + sx, CY + y + sy, a); d += smooth([T(-34, 0), T(0, -24), T(34, 0), T(0, 24)], true, 0, 0.06); }
        C.L.food.push(`<path d="${d}" fill="${C.grad('soft', '#c98a3c')}"/>`);
      } else if (/chickpea|chana|chola|bean|lentil/.test(v)) {
        specks(C, scatter(C, CX, CY, 110, 40), '#d9b06a', 15, 'food');
      } else {
        // seasonal vegetables
        const pts = [[-50, -30], [30, -45], [45, 30], [-25, 45], [0, 0]];
        const cols = ['#d27a2e', '#7da33f', '#e8d6a8', '#c9a55a', '#6a8f3a'];
        pts.forEach(([x, y], i) => C.L.food.push(el('path', { d: blob(C, CX + x + sx, CY + y + sy, C.R(18, 24), 0.25, 7), fill: C.grad('ball', cols[i]) })));
      }
      if (/mussel/.test(v)) for (const [x, y, a] of [[60, -40, 0.4], [-60, 60, -0.8]]) mussel(C, CX + x, CY + y, a);
      if (t.has('coconut') || /malai|cream/.test(n)) C.L.top.push(`<path d="${smooth([[CX - 120, CY + 60], [CX - 60, CY + 100], [CX + 20, CY + 110], [CX + 100, CY + 70]], false)}" fill="none" stroke="#f6efe0" stroke-opacity=".6" stroke-width="5" stroke-linecap="round"/>`);
      herbs(C, CX + 8 + sx, CY - 5 + sy, 55, 5, ['#4f7a33', '#6e9446'], 1.1);
      if (/green chil/.test(v)) for (const [x, y, a] of [[-70, 60, 0.5], [60, -70, -0.9]]) C.L.top.push(el('path', { d: leafPath([CX + x, CY + y], 70, a, 0.13), fill: C.grad('lin', '#3f7a2c') }));
      garnish(C, { ...t, all: v.replace(/green chil\w*|fried onions?|curry leaves|rice|pomegranate/g, '') , has: (k) => k !== 'truffle' && t.has(k) }, CX, CY, 40, false);
      if (sideRice) riceMound(C, CX + 82, CY + 78, 62, riceCol, false);
      if (/papad/.test(v)) { C.L.top.push(el('circle', { cx: CX - 120, cy: CY - 150, r: 78, fill: C.grad('soft', '#ecd49a') })); specks(C, scatter(C, CX - 120, CY - 150, 60, 18), '#b9863e', 6, 'top', 'round', 0.5); }
      if (bread) flatbread(C, CX + 170, CY - 160, /paratha|layered/.test(v));
    };
    return ret;
  }

  // ---- plated
  ret.draw = (W) => {
    const rr = W * (starter ? 0.72 : 1);
    const sauceFromAlt = /on (a )?(pale |creamy |white |smoked )?(yoghurt|yogurt|whipped cheese|cream|cashew cream)|white sauce|creamy white/.test(v) ? '#f1e9d8' : null;
    let done = true;
    if (/tartare|tartar\b/.test(n)) {
      const col = prot.kind === 'meat' ? '#9b2f33' : prot.kind === 'prawn' ? '#eba58a' : prot.kind === 'fish' ? prot.top : '#c86a5a';
      swoosh(C, cx, cy, rr * 0.62, PI * 0.55, PI * 1.35, 26, t.has('mustard') ? '#dcb04a' : sauce);
      disc(C, cx + 10, cy, 64, col, 'soft');
      const dd = [];
      for (let i = 0; i < 30; i++) dd.push(polar(cx + 10, cy, Math.sqrt(C.rng()) * 54, C.R(0, 2 * PI)));
      specks(C, dd, lit(col, 0.3), 10, 'food', 'square', 0.55);
      if (/puffed rice|muri/.test(t.full)) specks(C, scatter(C, cx + 10, cy, 46, 16), '#f4ead2', 7, 'top');
      if (/green mango/.test(t.full)) strokes(C, scatter(C, cx + 10, cy, 40, 6), 14, '#c6cf7a', 5);
      if (prot.kind === 'meat' || /yolk/.test(v)) disc(C, cx + 6, cy - 4, 17, '#f0a12a', 'ball');
      dots(C, cx, cy, rr * 0.8, PI * 1.55, 0.3, 5, 11, accent);
      herbs(C, cx + 10, cy - 8, 18, 3, ['#5d7f3c', '#87a85a']);
    } else if (/carpaccio|crudo|sashimi|tiradito/.test(n)) {
      const col = prot.kind === 'meat' ? '#a33a3e' : prot.kind === 'fish' ? lit(prot.top, 0.2) : '#e9b0a0';
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * 2 * PI + 0.3, p = polar(cx, cy, W * 0.42, a);
        C.L.food.push(el('path', { d: blob(C, p[0], p[1], W * 0.3, 0.06, 8, W * 0.2, a + PI / 2), fill: C.grad('soft', col), 'fill-opacity': '.94', stroke: lit(col, 0.35), 'stroke-opacity': '.6', 'stroke-width': 2 }));
      }
      leaves(C, scatter(C, cx, cy, 40, 5), '#4a6b2e', 50, 0.24);
      specks(C, scatter(C, cx, cy, W * 0.6, 8), '#c8a83a', 8, 'top', 'round', 0.55);
      if (/parmesan/.test(t.full)) shavings(C, scatter(C, cx, cy, W * 0.45, 4), '#efe4c6', 15);
      if (t.has('truffle')) shavings(C, scatter(C, cx, cy, W * 0.4, 5), '#2b231e', 16);
      if (/mustard seed/.test(t.full)) specks(C, scatter(C, cx, cy, W * 0.6, 14), '#c9a13a', 5, 'top');
    } else if (/ceviche|cured|aguachile/.test(n)) {
      pool(C, cx, cy, rr * 0.7, /coconut/.test(v) ? '#f1ebdd' : '#e5e4c2', 0.1);
      const col = prot.kind === 'fish' ? '#f3ede4' : '#f1e2d2';
      for (let i = 0; i < 6; i++) { const a = i * 1.05, p = polar(cx, cy, 50, a); C.L.food.push(el('path', { d: blob(C, p[0], p[1], 34, 0.08, 8, 20, a + 1.2), fill: C.grad('soft', col), stroke: '#c9cdc8', 'stroke-width': 3 })); }
      if (prot.kind === 'prawn') { prawn(C, cx - 28, cy - 10, 28, PI * 0.8, 22, prot.col); prawn(C, cx + 34, cy + 24, 26, PI * 1.9, 20, prot.col); }
      if (/mango/.test(t.full)) cubes(C, scatter(C, cx, cy, rr * 0.45, 5), 11, /green mango/.test(t.full) ? '#c6cf7a' : '#eca43a');
      chilliRings(C, scatter(C, cx, cy, rr * 0.5, 3), /green chil/.test(t.full) ? '#4d8a2e' : '#b8322a', 6);
      specks(C, scatter(C, cx, cy, rr * 0.6, 10), '#7da33f', 6, 'pool', 'round', 0.6);
      herbs(C, cx, cy, 40, 4, ['#5d7f3c', '#87a85a']);
      if (/sesame/.test(t.full)) strokes(C, scatter(C, cx, cy, 70, 12), 3, '#eadbb4', 2.6);
    } else if (prot.kind === 'oyster' || /oyster/.test(n)) {
      specks(C, scatter(C, cx, cy, 175, 70), '#f4f6f4', 12, 'pool', 'round', 0.5);
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * 2 * PI - PI / 4, p = polar(cx, cy, 96, a);
        C.L.food.push(el('path', { d: blob(C, p[0], p[1], 60, 0.18, 9, 44, a), fill: C.grad('soft', '#8e8a80') }));
        C.L.food.push(el('path', { d: blob(C, p[0] - 4, p[1] - 4, 44, 0.12, 8, 31, a), fill: C.grad('ball', '#dcd8c8') }));
        C.L.food.push(el('path', { d: blob(C, p[0] - 4, p[1] - 4, 26, 0.2, 7, 18, a), fill: '#b5b59c', 'fill-opacity': '.7' }));
        specks(C, scatter(C, p[0] - 4, p[1] - 4, 12, 5), /green chil/.test(v) ? '#4d8a2e' : '#8d2a5a', 5, 'top');
      }
      smallBowl(C, cx, cy, 30, /green/.test(v) ? '#a9b86a' : '#8d2a5a');
      limeWedge(C, cx + 150, cy - 20, -1.2);
    } else if (prot.kind === 'scallop' || /scallop/.test(n)) {
      pool(C, cx, cy, rr * 0.62, sk ? mix(sauce, '#f3ead0', 0.5) : '#efe6d3', 0.1);
      const k = starter ? 3 : 5;
      for (let i = 0; i < k; i++) {
        const p = polar(cx, cy, k === 3 ? 48 : 62, PI * 0.2 + (i * 2 * PI) / k);
        disc(C, p[0], p[1], starter ? 34 : 36, '#b8763a', 'sear', undefined, 0, '#f1e6d0');
      }
      garnish(C, t, cx, cy, 34);
    } else if (/lobster/.test(n)) {
      if (sideRice) riceMound(C, cx + 110, cy + 90, 60, riceCol, false);
      const T = xf(cx - 20, cy - 20, -0.75);
      C.L.food.push(el('path', { d: smooth([T(-150, 0), T(-100, -52), T(40, -60), T(120, -36), T(150, 0), T(120, 36), T(40, 60), T(-100, 52)]), fill: C.grad('ball', '#c24a2c') }));
      C.L.food.push(el('path', { d: smooth([T(-120, 0), T(-80, -36), T(40, -42), T(110, -22), T(118, 0), T(110, 22), T(40, 42), T(-80, 36)]), fill: C.grad('sear', t.has('saffron') ? '#e0a63a' : '#d8a24f', '#f2dcae') }));
      specks(C, Array.from({ length: 12 }, () => T(C.R(-90, 100), C.R(-26, 26))), '#a8641e', 7, 'food', 'round', 0.45);
      C.L.food.push(el('path', { d: smooth([T(140, -26), T(196, -50), T(214, -18), T(226, 0), T(214, 18), T(196, 50), T(140, 26)], true, 0, 0.12), fill: C.grad('soft', '#b8432a') }));
      C.L.food.push(`<path d="M${P(T(150, 0))}L${P(T(214, 0))}M${P(T(150, -8))}L${P(T(200, -34))}M${P(T(150, 8))}L${P(T(200, 34))}" stroke="#e9a58a" stroke-opacity=".5" stroke-width="2.5"/>`);
      crabClaw(C, ...T(-40, -104), -0.75 + PI - 0.35, '#c24a2c');
      herbs(C, ...T(0, 0), 30, 4, ['#5d7f3c', '#87a85a']);
    } else if (/fritto|fritter|beguni|tempura|pakora|\bfry\b/.test(n)) {
      pool(C, cx + 70, cy + 70, 40, '#f1e4bf', 0.15);
      const beg = /beguni|aubergine|brinjal/.test(v);
      for (let i = 0; i < (beg ? 4 : 7); i++) {
        const fa = -2.1 + i * 0.42, p = beg ? polar(cx - 40, cy + 70, 92, fa) : polar(cx - 20, cy - 20, i ? 52 : 0, i * 1.05);
        C.L.food.push(el('path', { d: blob(C, p[0], p[1], beg ? 80 : C.R(38, 48), 0.08, 9, beg ? 30 : C.R(14, 18), beg ? fa : i * 1.05 + C.R(0.9, 1.6)), fill: C.grad('sear', beg ? '#dcae5c' : '#e2b462', beg ? '#a8642a' : '#b07a34') }));
      }
      specks(C, scatter(C, cx - 20, cy - 20, 80, 24), '#f2d08a', 5, 'food', 'round', 0.7);
      if (/honey/.test(v)) C.L.top.push(`<path d="${smooth([[cx - 90, cy - 60], [cx - 30, cy - 10], [cx + 10, cy - 40], [cx + 60, cy + 10], [cx + 90, cy - 10]], false)}" fill="none" stroke="#e0a53a" stroke-opacity=".9" stroke-width="5" stroke-linecap="round"/>`);
      if (/lime/.test(v)) limeWedge(C, cx + 110, cy - 90, 0.6);
      if (/aioli|mayo/.test(v)) dots(C, cx, cy, 150, PI * 0.6, 0.3, 4, 11, /coriander/.test(t.full) ? '#b9c98a' : '#f1e4bf');
      herbs(C, cx - 10, cy - 20, 40, 3, ['#5d7f3c', '#87a85a']);
      if (t.has('truffle')) shavings(C, scatter(C, cx, cy, 60, 3), '#2b231e', 13);
    } else if (/fuchka|phuchka|pani puri|golgappa/.test(n)) {
      const fills = ['#6e3a20', '#8fb35a', '#f3ead8'];
      for (let i = 0; i < 6; i++) {
        const x = cx - 110 + (i % 3) * 110 + (i > 2 ? 0 : 0), y = cy + (i > 2 ? 55 : -55);
        disc(C, x, y, 40, '#d9a24e', 'ball');
        C.L.food.push(el('path', { d: ellipsePath(x - 4, y - 6, 20, 15, 0.3), fill: C.grad('hollow', fills[i % 3]) }));
        if (i % 3 === 2) specks(C, [[x - 8, y - 8], [x, y - 2]], '#a81f37', 6, 'top');
      }
      strokes(C, scatter(C, cx, cy, 140, 14), 9, '#e7b94a', 3, 'top');
    } else if (/pitha|dumpling|momo|gyoza/.test(n)) {
      pool(C, cx, cy, rr * 0.7, t.has('truffle') || /cream/.test(v) ? '#efe6cf' : sauce, 0.1);
      for (const [x, y, a] of [[-50, -10, -0.3], [55, 15, 0.4]]) {
        const T = xf(cx + x, cy + y, a);
        const pts = [];
        for (let i = 0; i <= 10; i++) pts.push(T(Math.cos(PI + (i / 10) * PI) * 72, Math.sin(PI + (i / 10) * PI) * 50 + 12));
        for (let i = 1; i < 8; i++) pts.push(T(72 - (i * 144) / 8, 18 + Math.sin((i / 8) * PI) * 8));
        C.L.food.push(el('path', { d: smooth(pts), fill: C.grad('ball', '#f3ebdc') }));
        C.L.food.push(`<path d="M${P(T(-60, 14))}Q${P(T(0, 30))} ${P(T(60, 14))}" fill="none" stroke="#c9bda6" stroke-width="2.5" stroke-dasharray="6 7" stroke-linecap="round"/>`);
      }
      specks(C, scatter(C, cx, cy, rr * 0.6, 12), '#6f9a3a', 8, 'pool', 'round', 0.8);
      if (t.has('truffle')) shavings(C, scatter(C, cx, cy, 40, 3), '#2b231e', 13);
      herbs(C, cx, cy - 10, 20, 2, ['#5d7f3c', '#87a85a']);
    } else if (/chaat|lotus/.test(n)) {
      for (let i = 0; i < 5; i++) {
        const p = polar(cx, cy, i ? 62 : 0, i * 1.57 + 0.4);
        disc(C, p[0], p[1], 38, '#dcc08a', 'soft');
        C.L.food.push(`<g fill="#8a6a3c">${Array.from({ length: 7 }, (_, k) => { const q = polar(p[0], p[1], k ? 21 : 0, k * 1.05); return `<circle cx="${n0(q[0])}" cy="${n0(q[1])}" r="${k ? 6 : 5}"/>`; }).join('')}</g>`);
      }
      C.L.top.push(`<path d="${smooth([[cx - 90, cy - 30], [cx - 40, cy + 20], [cx, cy - 30], [cx + 40, cy + 20], [cx + 90, cy - 20]], false)}" fill="none" stroke="#f6f0e2" stroke-width="9" stroke-linecap="round"/>`);
      dots(C, cx, cy, 120, PI * 0.2, 0.45, 4, 10, '#6d8f46', 'top');
      dots(C, cx, cy, 120, PI * 1.1, 0.45, 4, 10, '#6e3a20', 'top');
      strokes(C, scatter(C, cx, cy, 90, 22), 9, '#e7b94a', 3, 'top');
      specks(C, scatter(C, cx, cy, 90, 8), '#a81f37', 7);
    } else if (/mousse|parfait|\bpate\b|rillette|liver|torchon|hummus|bharta|bhorta|vorta|puree/.test(n)) {
      const col = t.has('hilsa') ? '#dcdcd4' : t.has('salmon') ? '#ec9f80' : /liver|parfait|pate|torchon/.test(n) ? '#c27a5e' : /bharta|bhorta|vorta|aubergine/.test(n) ? '#8c6a4a' : sub === 'seafood' ? '#ece3d2' : '#d9b07a';
      if (/jelly|glaze|slice/.test(v)) {
        swoosh(C, cx, cy, rr * 0.7, PI * 0.5, PI * 1.35, 22, t.has('mango') ? '#c6cf7a' : accent);
        bar(C, cx - 20, cy - 6, 130, 56, 30, [drk(col, 0.05), col, col], /amber|gur|caramel/.test(v) ? '#c7822c' : lit(col, 0.15));
        C.L.food.push(`<path d="M${n0(cx - 80)} ${n0(cy - 20)}l110-20" stroke="#fff" stroke-opacity=".3" stroke-width="4" stroke-linecap="round"/>`);
      } else {
        swoosh(C, cx, cy, rr * 0.66, PI * 0.5, PI * 1.45, 26, t.has('mustard') ? '#d8a82e' : accent);
        quenelle(C, cx + 6, cy + 4, 66, 27, -0.5, col);
      }
      if (/tuile/.test(v)) tuile(C, cx + 66, cy - 62, 0.75);
      if (/brioche|toast/.test(v)) for (const [x, y, a] of [[70, 70, 0.5], [100, 24, 0.4]]) { const T = xf(cx + x, cy + y, a); C.L.food.push(el('path', { d: smooth([T(-44, -14), T(44, -14), T(46, 14), T(-44, 14)], true, 0, 0.05), fill: C.grad('soft', '#d29a52') })); }
      if (/mustard oil|oil/.test(t.full)) specks(C, scatter(C, cx - 50, cy + 50, 50, 7), '#d9a524', 9, 'pool', 'round', 0.7);
      herbs(C, cx - 10, cy - 16, 16, 3, ['#5d7f3c', '#87a85a']);
      if (/mango/.test(v)) cubes(C, scatter(C, cx - 70, cy + 70, 26, 4), 8, '#c6cf7a');
    } else if (/croquette|kebab|kabab|cutlet|\bchop\b|tikki|patty|\bcakes?\b|bora|bhaji|falafel|arancini|shami|chapli/.test(n)) {
      const col = /beet/.test(n) ? '#8c2a43' : /mochar|banana blossom/.test(v) ? '#a7743e' : /kebab|kabab|shami|chapli/.test(n) ? '#7a4426' : '#c08a44';
      swoosh(C, cx, cy, rr * 0.7, PI * 0.4, PI * 1.3, 30, /mint yog/.test(v) ? '#d9e2c0' : t.has('mustard') ? '#e3c16a' : sauce);
      const k = /four|4/.test(v) ? 4 : 3;
      for (let i = 0; i < k; i++) {
        const p = polar(cx, cy, rr * 0.3, PI * 1.4 + (i * 2 * PI) / k);
        const oval = /oval|croquette/.test(v) && !/round/.test(v);
        disc(C, p[0], p[1], oval ? 40 : 38, col, oval ? 'ball' : 'soft', oval ? 26 : 34, C.R(0, PI));
        specks(C, scatter(C, p[0], p[1], 22, 9), lit(col, 0.4), 4, 'food', 'round', 0.6);
      }
      dots(C, cx, cy, rr * 0.8, PI * 1.5, 0.32, 5, 11, accent);
      garnish(C, t, cx, cy, 28);
    } else if (/shingara|samosa|singara|samusa/.test(n)) {
      smallBowl(C, cx + 95, cy + 85, 42, t.has('tamarind') ? '#6e3a20' : '#6d8f46');
      for (let i = 0; i < 3; i++) {
        const a = (i * 2 * PI) / 3 + 0.2, p = polar(cx - 30, cy - 30, 74, a), T = xf(p[0], p[1], a + PI / 2);
        C.L.food.push(el('path', { d: smooth([T(0, -52), T(44, 30), T(-44, 30)], true, 0, 0.08), fill: C.grad('ball', '#c99445') }));
        specks(C, scatter(C, p[0], p[1] + 4, 22, 7), '#e9c283', 4, 'food', 'round', 0.7);
      }
      herbs(C, cx - 30, cy - 30, 50, 3, ['#5d7f3c', '#87a85a']);
    } else if (/tartlet|canape|vol.au/.test(n)) {
      for (let i = 0; i < 3; i++) {
        const p = polar(cx, cy, 66, PI * 1.2 + (i * 2 * PI) / 3);
        tart(C, p[0], p[1], 42, prot.kind === 'poultry' ? '#c0632a' : accent, false);
        herbs(C, p[0], p[1], 6, 2, ['#5d7f3c', '#87a85a'], 0.8);
      }
      dots(C, cx, cy, 150, PI * 0.3, 0.3, 4, 9, accent);
    } else if (/ballotine|roulade|terrine/.test(n)) {
      swoosh(C, cx, cy, rr * 0.7, PI * 0.45, PI * 1.25, 24, '#6e3a20');
      for (let i = 0; i < 4; i++) {
        const x = cx - 75 + i * 50, y = cy - 30 + i * 20;
        C.L.food.push(el('path', { d: ellipsePath(x, y, 38, 44, 0.3), fill: C.grad('ring', prot.kind === 'poultry' ? '#e9d0b6' : '#c98a7a', '#b9803e') }));
        C.L.food.push(el('path', { d: blob(C, x - 2, y - 2, 17, 0.25, 7, 20, 0.3), fill: C.grad('soft', t.has('saffron') ? '#d99a2a' : '#6f8f45') }));
        specks(C, scatter(C, x - 2, y - 2, 10, 4), '#f2e2bc', 4, 'food', 'square', 0.8);
      }
      garnish(C, t, cx, cy - 60, 18);
    } else if (/burrata|mozzarella|goat cheese|goats cheese|chevre|feta|ricotta|labneh|cheese/.test(n) && !/paneer/.test(n)) {
      const whipped = /whipped/.test(v);
      if (whipped) swoosh(C, cx, cy, 100, PI * 0.3, PI * 1.6, 70, '#f5f0e4');
      else pool(C, cx, cy, rr * 0.62, /basil|green/.test(v) ? '#7f9a3c' : '#c9a43a', 0.2);
      if (/tomato/.test(v)) for (let i = 0; i < 7; i++) { const p = polar(cx, cy, 88, i * 0.9 + 0.4); disc(C, p[0], p[1], C.R(16, 22), ['#c2432f', '#e0b134', '#b8322a', '#d2602e'][i % 4], 'ball'); }
      if (t.has('beet')) for (let i = 0; i < 5; i++) { const p = polar(cx, cy, whipped ? 96 : 90, i * 1.1 + 0.6); C.L.food.push(el('path', { d: blob(C, p[0], p[1], 24, 0.25, 6), fill: C.grad('ball', '#7a1a3e') })); }
      if (!whipped) {
        disc(C, cx, cy, /goat|chevre/.test(n) ? 48 : 64, '#f6f1e4', 'ball', /goat/.test(n) ? 48 : 60, 0.3);
        if (!/goat/.test(n)) C.L.food.push(el('path', { d: blob(C, cx - 4, cy - 6, 30, 0.3, 8), fill: '#fbf7ee' }));
      }
      if (/basil/.test(v)) leaves(C, scatter(C, cx, cy, 60, 4), '#3f6e2c', 34, 0.4);
      if (/candied|peel|shatkora/.test(v)) strokes(C, scatter(C, cx, cy, 50, 5), 16, '#e0a83a', 4);
      garnish(C, { ...t, all: v.replace(/tomato\w*|basil/g, '') }, cx, cy, 30);
    } else if (/gnocchi|ravioli|tortellini|agnolotti|pasta|tagliatelle|pappardelle/.test(n)) {
      pool(C, cx, cy, rr * 0.7, sk ? sauce : '#d9a85a', 0.12);
      if (/gnocchi/.test(n)) {
        for (let i = 0; i < 9; i++) {
          const p = polar(cx, cy, i ? 70 : 0, i * 0.7);
          disc(C, p[0], p[1], 24, '#efdcaa', 'soft', 17, i * 0.6);
          strokes(C, [[p[0] - 6, p[1] - 2], [p[0] + 4, p[1] + 2]], 7, '#b9955a', 2, 'food', 0.5);
        }
        if (/sage/.test(v)) C.L.top.push(`<path d="${[0, 1, 2].map((i) => leafPath(polar(cx, cy, 30, i * 2), 44, i * 2.1 + 0.3, 0.38)).join('')}" fill="#6f7f56"/>`);
      } else {
        for (let i = 0; i < 3; i++) {
          const p = polar(cx, cy, 62, PI * 1.3 + (i * 2 * PI) / 3), T = xf(p[0], p[1], C.R(0, 1));
          const pts = [];
          for (let j = 0; j < 24; j++) { const a = (j / 24) * 2 * PI, sq = 40 / Math.max(Math.abs(Math.cos(a)), Math.abs(Math.sin(a))) ** 0.35 + (j % 2 ? 3 : 0); pts.push(T(Math.cos(a) * Math.min(sq, 46), Math.sin(a) * Math.min(sq, 46))); }
          C.L.food.push(el('path', { d: smooth(pts, true, 0, 0.1), fill: C.grad('ball', '#ecd9a4') }));
        }
        shavings(C, scatter(C, cx, cy, 70, 4), '#efe4c6', 12);
      }
      garnish(C, { ...t, all: v.replace(/sage/g, '') }, cx, cy, 30);
    } else if (/cauliflower|romanesco|broccoli|cabbage steak|celeriac/.test(n)) {
      swoosh(C, cx, cy, rr * 0.62, PI * 0.4, PI * 1.5, 46, sauceFromAlt ?? '#efe3c6');
      const whole = /whole/.test(v);
      if (whole) {
        const pts = [];
        for (let i = 0; i < 9; i++) pts.push(polar(cx - 6, cy - 6, i ? 58 : 0, i * 0.8));
        C.L.food.push(`<g fill="${C.grad('ball', '#c99a48')}">${pts.map((p, i) => `<circle cx="${n0(p[0])}" cy="${n0(p[1])}" r="${i ? 44 : 50}"/>`).join('')}</g>`);
      } else {
        const pts = [];
        for (let i = 0; i < 20; i++) { const a = (i / 20) * 2 * PI; pts.push(polar(cx, cy, (i % 2 ? 86 : 96) * (1 + 0.25 * Math.sin(a)), a)); }
        C.L.food.push(el('path', { d: smooth(pts), fill: C.grad('sear', '#b8843f', '#efe2c0') }));
      }
      specks(C, scatter(C, cx - 6, cy - 6, 80, 12), '#4a2c14', 12, 'food', 'round', 0.35);
      garnish(C, t, cx + 30, cy + 40, 50);
    } else if (/wellington|en croute|pithivier|\bpie\b/.test(n)) {
      pool(C, cx, cy + 30, rr * 0.58, /red wine|madeira|jus/.test(t.full) ? '#4a171b' : sauce, 0.1, rr * 0.45);
      const inner = t.has('beet') ? '#8c1d47' : /mushroom/.test(n) ? '#7a5a3c' : prot.inner ?? '#a8404a';
      const rr2 = (x, y, w, h, a) => { const T = xf(x, y, a), k = 0.72; return smooth([T(-w * k, -h), T(w * k, -h), T(w, -h * k), T(w, h * k), T(w * k, h), T(-w * k, h), T(-w, h * k), T(-w, -h * k)], true, 0, 0.1); };
      for (const [x, y, a] of [[-46, 8, -0.12], [46, -8, -0.12]]) {
        C.L.food.push(el('path', { d: rr2(cx + x, cy + y, 52, 78, a), fill: C.grad('soft', '#c8913f') }));
        C.L.food.push(el('path', { d: rr2(cx + x, cy + y + 2, 40, 64, a), fill: /mushroom/.test(n) ? '#2f4a24' : '#4a3b22' }));
        C.L.food.push(el('path', { d: rr2(cx + x, cy + y + 2, 34, 57, a), fill: C.grad('ring', inner, drk(inner, 0.35)) }));
      }
      garnish(C, { ...t, all: '' }, cx, cy - 96, 18);
    } else if (/rack|chops|cutlets/.test(n) && prot.kind === 'meat') {
      if (sideRice) riceMound(C, cx + 90, cy - 90, 56, riceCol, false);
      pool(C, cx - 10, cy + 20, rr * 0.58, sauceFromAlt ?? (sk ? sauce : '#4a1f17'), 0.15);
      const cut = [[-62, 46, -1.05], [0, 30, -0.95], [62, 14, -0.85]];
      let bones = '';
      for (const [x, y, a] of cut) { const T = xf(cx + x - 20, cy + y + 10, a); bones += `M${P(T(36, 0))}L${P(T(140, 0))}`; }
      C.L.food.push(`<path d="${bones}" stroke="#d9ccb4" stroke-width="17" stroke-linecap="round"/><path d="${bones}" stroke="#fbf5ea" stroke-width="6" stroke-linecap="round" transform="translate(-3 -3)"/>`);
      for (const [x, y, a] of cut) C.L.food.push(el('path', { d: ellipsePath(cx + x - 20, cy + y + 10, 50, 40, a), fill: C.grad('ring', prot.inner, prot.crust) }));
      garnish(C, { ...t, all: v.replace(/rice|pilaf/g, '') }, cx - 80, cy + 90, 20);
    } else if (/short rib|shoulder|brisket|shank|cheek|pulled|braise/.test(n) && prot.kind === 'meat') {
      swoosh(C, cx, cy, rr * 0.62, PI * 0.5, PI * 1.55, 50, /saffron|yellow/.test(v) ? '#e8bd4a' : '#efe3c6');
      const meat = /goat|shoulder/.test(n) ? '#70381e' : '#4e2012';
      const T = xf(cx - 14, cy - 16, -0.3);
      const shape = smooth([T(-92, -20), T(-70, -52), T(-10, -58), T(60, -50), T(94, -16), T(86, 34), T(30, 54), T(-40, 52), T(-88, 30)]);
      C.L.pool.push(el('path', { d: blob(C, cx - 8, cy - 8, 118, 0.1, 9, 80, -0.3), fill: C.grad('pool', '#3a1710') }));
      C.L.food.push(el('path', { d: shape, fill: C.grad('ball', meat) }));
      strokes(C, Array.from({ length: 9 }, (_, i) => T(-70 + i * 18, C.R(-30, 30))), 20, drk(meat, 0.5), 3, 'food', 0.4);
      C.L.food.push(`<path d="M${P(T(-66, -34))}Q${P(T(-10, -50))} ${P(T(50, -38))}M${P(T(-40, -6))}Q${P(T(6, -16))} ${P(T(40, -8))}" fill="none" stroke="#fff" stroke-opacity=".32" stroke-width="4" stroke-linecap="round"/>`);
      if (/naan|bread/.test(v)) flatbread(C, cx + 130, cy + 120, false);
      garnish(C, t, cx + 10, cy - 20, 30);
    } else if (/aubergine|eggplant|begun/.test(n)) {
      swoosh(C, cx, cy, 100, PI * 0.2, PI * 1.7, 80, '#f3ede0');
      const T = xf(cx - 10, cy - 5, -0.6);
      C.L.food.push(el('path', { d: smooth([T(-120, 0), T(-90, -44), T(20, -56), T(110, -34), T(130, 0), T(110, 34), T(20, 56), T(-90, 44)]), fill: C.grad('ball', '#3b1d33') }));
      C.L.food.push(el('path', { d: smooth([T(-108, 0), T(-80, -34), T(20, -44), T(100, -26), T(116, 0), T(100, 26), T(20, 44), T(-80, 34)]), fill: C.grad('sear', '#b86a2c', '#d9a25c') }));
      let d = '';
      for (let i = -3; i <= 3; i++) d += `M${P(T(i * 28 - 30, -36))}L${P(T(i * 28 + 30, 36))}M${P(T(i * 28 + 30, -36))}L${P(T(i * 28 - 30, 36))}`;
      C.L.food.push(`<path d="${d}" stroke="#6e3414" stroke-opacity=".4" stroke-width="2"/>`);
      C.L.food.push(el('path', { d: smooth([T(-128, -14), T(-150, 0), T(-128, 14), T(-116, 0)], true, 0, 0.1), fill: '#5a7a2e' }));
      if (/chickpea/.test(v)) specks(C, scatter(C, cx + 40, cy + 90, 60, 12), '#d9a85a', 12, 'food');
      herbs(C, cx - 10, cy - 20, 60, 5, ['#5d7f3c', '#87a85a'], 1.2);
    } else if (/whole|rupchanda|pomfret|grilled fish/.test(n) && prot.kind === 'fish') {
      wholeFish(C, cx - 20, cy - 10, -0.5);
      if (/lemon|lime/.test(v)) { disc(C, cx + 110, cy + 100, 34, '#e6d45a', 'soft'); disc(C, cx + 110, cy + 100, 26, '#3a2a18', 'soft'); C.L.food.push(`<circle cx="${n0(cx + 110)}" cy="${n0(cy + 100)}" r="26" fill="#6a4a1a" fill-opacity=".6"/>`); }
      if (/mango|salad/.test(v)) strokes(C, scatter(C, cx - 100, cy + 110, 40, 12), 26, '#c6cf7a', 6, 'food');
      herbs(C, cx - 100, cy + 100, 30, 3, ['#5d7f3c', '#87a85a']);
    } else done = false;
    if (done) return;

    // ---- by protein
    if (prot.kind === 'prawn') {
      swoosh(C, cx, cy, rr * 0.62, PI * 0.5, PI * 1.6, 34, sauce);
      const k = starter ? 3 : 4;
      for (let i = 0; i < k; i++) { const p = polar(cx, cy, rr * 0.3, PI * 1.2 + (i * 2 * PI) / k); prawn(C, p[0], p[1], starter ? 28 : 36, PI * 1.2 + (i * 2 * PI) / k + 1.6, starter ? 22 : 28, prot.col); }
      dots(C, cx, cy, rr * 0.82, PI * 1.7, 0.3, 5, 11, accent);
      garnish(C, t, cx, cy, 30);
      return;
    }
    if (prot.kind === 'crab') {
      swoosh(C, cx, cy, rr * 0.62, PI * 0.5, PI * 1.6, 34, sauce);
      crabClaw(C, cx - 30, cy - 10, 0.3, prot.col);
      crabClaw(C, cx + 40, cy + 30, 2.9, prot.col);
      garnish(C, t, cx, cy, 40);
      return;
    }
    if (prot.kind === 'tuna') {
      if (sideRice) riceMound(C, cx + 95, cy + 85, 58, /coconut/.test(v) ? '#f4eee0' : riceCol, false);
      swoosh(C, cx, cy, rr * 0.62, PI * 0.9, PI * 1.9, 30, t.has('mustard') ? '#dcb04a' : sauce);
      slices(C, cx - 30, cy - 30, 5, 26, 52, -0.5, prot.inner, prot.crust);
      specks(C, scatter(C, cx - 30, cy - 30, 80, 20), '#c9a13a', 5, 'food', 'round', 0.8);
      if (/cucumber/.test(v)) { for (const p of scatter(C, cx - 100, cy + 90, 30, 4)) C.L.food.push(`<circle cx="${n0(p[0])}" cy="${n0(p[1])}" r="16" fill="#dfe7c4" stroke="#5f7f3a" stroke-width="3"/>`); }
      herbs(C, cx - 30, cy - 40, 30, 3, ['#5d7f3c', '#87a85a']);
      return;
    }
    if (prot.kind === 'fish') {
      const leaf = /banana leaf|paturi|kola pata/.test(t.full);
      const poached = /poach|steam/.test(t.full) && !leaf;
      const top = poached ? '#e9e0cf' : prot.top, edge = poached ? '#f7f2ea' : prot.edge;
      if (!starter) {
        if (leaf) C.L.pool.push(el('path', { d: leafPath([cx - 190, cy + 90], 380, -0.5, 0.32), fill: C.grad('lin', '#4f6e32') }) + `<path d="M${P([cx - 190, cy + 90])}L${P(polar(cx - 190, cy + 90, 380, -0.5))}" stroke="#8fae5f" stroke-opacity=".5" stroke-width="3"/>`);
        pool(C, cx + 10, cy + 20, rr * 0.55, sauceFromAlt ?? (t.has('mustard') ? '#e0b83a' : sauce), 0.14, rr * 0.45, -0.3);
        if (/potato|crushed/.test(v)) C.L.food.push(el('path', { d: blob(C, cx - 10, cy + 5, 100, 0.2, 9, 50, -0.35), fill: C.grad('soft', '#eedfb0') }));
        if (!leaf && !/potato/.test(v)) veg(C, cx, cy, t, rr);
        fillet(C, cx - 10, cy - 10, 118, 46, -0.35, top, edge, !poached);
        if (/crust|sesame/.test(n)) strokes(C, scatter(C, cx - 10, cy - 10, 60, 30, 30), 3, '#eadbb4', 2.6, 'food');
      } else {
        swoosh(C, cx, cy, rr * 0.62, PI * 0.5, PI * 1.5, 30, sauce);
        fillet(C, cx, cy, 84, 32, -0.4, top, edge);
      }
      if (!leaf) dots(C, cx, cy, rr * 0.86, PI * 1.65, 0.28, 5, 11, accent);
      garnish(C, t, cx - 10, cy - 30, 26);
      return;
    }
    if (prot.kind === 'meat' || prot.kind === 'poultry') {
      const poultry = prot.kind === 'poultry';
      if (sideRice) riceMound(C, cx + 100, cy - 80, 56, riceCol, false);
      pool(C, cx + 10, cy + 20, rr * 0.55, sauceFromAlt ?? (poultry && !sk ? '#c89a52' : sk ? sauce : '#4a1f17'), 0.14, rr * 0.46, -0.3);
      if (/croustade/.test(v)) C.L.food.push(el('path', { d: smooth(Object.values([xf(cx - 10, cy, -0.35)]).flatMap((T) => [T(-110, -36), T(110, -36), T(116, 36), T(-110, 36)]), true, 0, 0.05), fill: C.grad('soft', '#c28a48') }));
      if (!starter && !sideRice) veg(C, cx, cy, t, rr);
      if (poultry && /leg|quail|drumstick/.test(v)) {
        for (const [x, y, a] of /quail/.test(v) ? [[-40, -10, 0.6], [40, 20, -2.4]] : [[-10, 0, -0.5]]) {
          const T = xf(cx + x, cy + y, a);
          C.L.food.push(`<path d="M${P(T(40, 0))}L${P(T(112, 0))}" stroke="#a8987c" stroke-width="16" stroke-linecap="round"/><path d="M${P(T(40, 0))}L${P(T(110, 0))}" stroke="#f3ead8" stroke-width="11" stroke-linecap="round"/>`);
          C.L.food.push(el('path', { d: smooth([T(-80, 0), T(-40, -46), T(40, -30), T(76, 0), T(40, 30), T(-40, 46)]), fill: C.grad('ball', /tikka|tandoor|charcoal/.test(v) ? '#b8552a' : '#c98a3a') }));
          if (/char/.test(v)) strokes(C, [T(-30, -10), T(0, 8), T(-10, 20)], 18, '#2a140a', 4, 'food', 0.5);
        }
        if (/lime/.test(v)) limeWedge(C, cx - 110, cy - 90, 0.4);
      } else if (poultry || /supreme/.test(n)) {
        fillet(C, cx - 10, cy - 10, starter ? 80 : 110, starter ? 32 : 44, -0.4, '#c08243', prot.inner ?? '#efd7b6', false, 0.25);
        if (/supreme|on the bone/.test(t.full)) C.L.food.push(`<path d="M${P(polar(cx - 10, cy - 10, 100, PI - 0.4))}l-40 -12" stroke="#efe4cf" stroke-width="12" stroke-linecap="round"/>`);
      } else {
        const marbled = /wagyu|marbled/.test(v);
        slices(C, cx - 10, cy - 10, starter ? 4 : 5, starter ? 26 : 30, starter ? 48 : 58, -0.35, prot.inner, prot.crust);
        if (marbled) strokes(C, scatter(C, cx - 10, cy - 10, 80, 16, 40), 12, '#f0c8c0', 1.5, 'food', 0.6);
        C.L.top.push(`<path d="${smooth([[cx - 80, cy - 30], [cx - 30, cy - 42], [cx + 20, cy - 36], [cx + 70, cy - 50]], false)}" fill="none" stroke="${t.has('orange') ? '#d9822a' : '#3a130f'}" stroke-opacity=".85" stroke-width="5" stroke-linecap="round"/>`);
      }
      if (/pomme|puffed potato|fondant/.test(v)) for (const p of [[cx + 110, cy + 60], [cx + 70, cy + 110], [cx + 130, cy + 10]]) disc(C, p[0], p[1], 22, '#e0b45a', 'ball', 16, 0.6);
      if (!sideRice) dots(C, cx, cy, rr * 0.86, PI * 1.6, 0.28, 5, 11, accent);
      garnish(C, { ...t, all: v.replace(/rice|pilaf|polao|pomegranate/g, '') }, cx + 20, cy - 60, 24);
      if (/pomegranate/.test(v)) specks(C, scatter(C, cx, cy, 110, 14), '#a81f37', 7);
      if (bread) flatbread(C, cx + 130, cy + 120, false);
      return;
    }
    if (prot.kind === 'paneer') {
      pool(C, cx, cy + 10, rr * 0.6, sauce, 0.12);
      cubes(C, [[cx - 44, cy - 30], [cx + 20, cy - 44], [cx + 44, cy + 20], [cx - 20, cy + 40]], 30, '#efdcb6', '#6e3a1c');
      garnish(C, t, cx, cy, 50);
      return;
    }
    // vegetables
    swoosh(C, cx, cy, rr * 0.6, PI * 0.45, PI * 1.55, 44, sauceFromAlt ?? (t.has('mustard') ? '#e3c677' : sk ? sauce : t.has('beet') ? '#8c1d47' : '#e2c061'));
    veg(C, cx, cy, t, rr, true);
    if (/crisps|tuile/.test(v)) { tuile(C, cx + 40, cy - 60, 0.7); tuile(C, cx - 50, cy + 50, 0.6, '#d9b26a'); }
    dots(C, cx, cy, rr * 0.86, PI * 1.6, 0.28, 5, 11, accent);
    garnish(C, t, cx, cy, 40);
  };
  return ret;
}

function veg(C, cx, cy, t, rr, centre = false) {
  const v = t.all;
  if (!centre) {
    // three of one kind, laid along an arc opposite the main element
    const kind = /leek|spring onion/.test(v) ? 'leek' : /potato|fondant/.test(v) ? 'potato' : /shallot|onion/.test(v) ? 'shallot' : t.has('beet') ? 'beet' : 'carrot';
    for (let i = 0; i < 3; i++) {
      const a = PI * 0.22 + i * 0.34, p = polar(cx, cy, rr * 0.6, a), T = xf(p[0], p[1], a + PI / 2);
      if (kind === 'carrot') {
        C.L.food.push(el('path', { d: smooth([T(-34, 0), T(-20, -10), T(26, -6), T(36, 0), T(26, 6), T(-20, 10)]), fill: C.grad('ball', '#d9782c') }));
        C.L.food.push(`<path d="M${P(T(-34, 0))}L${P(T(-48, -4))}M${P(T(-34, 0))}L${P(T(-46, 6))}" stroke="#5d7f3c" stroke-width="3.5" stroke-linecap="round"/>`);
      } else if (kind === 'leek') {
        C.L.food.push(el('path', { d: smooth([T(-38, -12), T(38, -12), T(40, 12), T(-38, 12)], true, 0, 0.06), fill: C.grad('soft', '#b9c98a') }));
        strokes(C, [T(-18, -4), T(8, 2)], 14, '#2a2414', 4, 'food', 0.6);
      } else if (kind === 'potato') disc(C, p[0], p[1], 22, '#dcac52', 'ball', 18, a);
      else if (kind === 'shallot') { disc(C, p[0], p[1], 20, '#b8703a', 'sear', 15, a, '#e9c9b0'); }
      else disc(C, p[0], p[1], 20, '#8c1d47', 'ball', 17, a);
    }
    return;
  }
  const cols = [t.has('beet') ? '#8c1d47' : '#d27a2e', t.has('pumpkin') ? '#d98429' : '#c79a4a', '#6f8f45'];
  for (let i = 0; i < 6; i++) {
    const a = (i * 2 * PI) / 6, p = polar(cx, cy, rr * 0.34, a);
    const kind = i % 3;
    if (kind === 0) {
      const T = xf(p[0], p[1], a + 1.2);
      C.L.food.push(el('path', { d: smooth([T(-34, 0), T(-20, -11), T(26, -6), T(36, 0), T(26, 6), T(-20, 11)]), fill: C.grad('ball', cols[0]) }));
    } else if (kind === 1) disc(C, p[0], p[1], 20, cols[1], 'soft', 17, a);
    else C.L.food.push(el('path', { d: blob(C, p[0], p[1], 18, 0.35, 8), fill: C.grad('ball', cols[2]) }));
  }
  disc(C, cx, cy, 46, t.has('mushroom') ? '#8a6a49' : t.has('beet') ? '#8c1d47' : t.has('pumpkin') ? '#d98429' : '#c79a4a', 'sear', undefined, 0, t.has('mushroom') ? '#c9a880' : '#efe2c0');
  if (t.has('mushroom')) for (let i = 0; i < 3; i++) mushroom(C, ...polar(cx, cy, 70, i * 2.1 + 0.5), 26, i);
}

function riceMound(C, x, y, r, base, biry) {
  const gr = C.def('rice' + base, (id) => `<pattern id="${id}" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M4 5l7 2M18 3l6-3M14 14l2 7M25 15l5 4M3 20l7-3M20 26l7 1M9 28l-3 2" stroke="${lit(base, 0.45)}" stroke-width="4.5" stroke-linecap="round"/>${biry ? `<path d="M22 9l6 2M7 12l2 6" stroke="#e2a11c" stroke-width="4.5" stroke-linecap="round"/>` : ''}</pattern>`);
  const mound = blob(C, x, y, r, 0.08, 10);
  C.L.food.push(`<path d="${mound}" fill="${C.grad('soft', base)}"/><path d="${mound}" fill="url(#${gr})" opacity=".85"/>`);
}

function mushroom(C, x, y, s, a) {
  const T = xf(x, y, a);
  C.L.food.push(el('path', { d: smooth([T(-s, 0), T(-s * 0.7, -s * 0.75), T(0, -s * 0.95), T(s * 0.7, -s * 0.75), T(s, 0), T(s * 0.3, s * 0.15), T(s * 0.28, s * 0.9), T(-s * 0.28, s * 0.9), T(-s * 0.3, s * 0.15)]), fill: C.grad('soft', '#d2b48c') }));
  C.L.food.push(`<path d="M${P(T(-s * 0.8, -s * 0.05))}Q${P(T(0, -s * 0.6))} ${P(T(s * 0.8, -s * 0.05))}" fill="none" stroke="#6b4a2c" stroke-width="3"/>`);
}
function morel(C, x, y, s) {
  C.L.food.push(el('path', { d: ellipsePath(x, y, s * 0.7, s, C.R(0, PI)), fill: C.grad('soft', '#7a5a3a') }));
  specks(C, scatter(C, x, y, s * 0.6, 5), '#3a2414', 5, 'food', 'round', 0.6);
}
function mussel(C, x, y, a) {
  const T = xf(x, y, a);
  C.L.food.push(el('path', { d: smooth([T(-44, 0), T(-20, -24), T(30, -20), T(48, 0), T(30, 20), T(-20, 24)]), fill: C.grad('ball', '#2a2c3a') }));
  C.L.food.push(el('path', { d: smooth([T(-30, 0), T(-12, -14), T(22, -12), T(34, 0), T(22, 12), T(-12, 14)]), fill: C.grad('soft', '#e0904e') }));
}

function steak(C, x, y, r, a, top, edge) {
  // a bone-in fish steak: a rounded kidney with silver skin and the spine at its notch
  const T = xf(x, y, a);
  const d = smooth([T(-r, 0), T(-r * 0.8, -r * 0.62), T(-r * 0.1, -r * 0.72), T(r * 0.2, -r * 0.3), T(r * 0.55, -r * 0.66), T(r, -r * 0.3), T(r * 0.9, r * 0.4), T(0, r * 0.72), T(-r * 0.8, r * 0.55)]);
  C.L.food.push(el('path', { d, fill: C.grad('sear', edge, lit(top, 0.2)), stroke: '#9ea4a2', 'stroke-width': 4 }));
  C.L.food.push(el('circle', { cx: n0(T(r * 0.2, -r * 0.12)[0]), cy: n0(T(r * 0.2, -r * 0.12)[1]), r: n0(r * 0.12), fill: '#d9cdb4', stroke: '#8a7d66', 'stroke-width': 2 }));
}

function crabClaw(C, x, y, a, col) {
  const T = xf(x, y, a);
  C.L.food.push(el('path', { d: smooth([T(-60, 0), T(-30, -28), T(30, -26), T(64, -10), T(80, -24), T(70, 6), T(30, 26), T(-30, 26)], true, 0, 0.12), fill: C.grad('ball', col) }));
  C.L.food.push(el('path', { d: smooth([T(40, 8), T(84, 8), T(70, 24)], true, 0, 0.1), fill: drk(col, 0.15) }));
  specks(C, [T(-20, -6), T(10, -10), T(30, 2)], lit(col, 0.5), 5, 'food', 'round', 0.6);
}

function wholeFish(C, x, y, a) {
  // a pomfret: a deep, nearly round body, forked tail, char marks
  const T = xf(x, y, a);
  C.L.food.push(el('path', { d: smooth([T(-130, 0), T(-100, -62), T(0, -92), T(90, -60), T(128, -8), T(128, 8), T(90, 60), T(0, 92), T(-100, 62)]), fill: C.grad('sear', '#b8a27a', '#d9dcd6') }));
  C.L.food.push(el('path', { d: smooth([T(120, 0), T(190, -58), T(176, 0), T(190, 58)], true, 0, 0.08), fill: C.grad('soft', '#a89a80') }));
  let d = '';
  for (let i = -2; i <= 2; i++) d += `M${P(T(i * 40 - 26, -56 + Math.abs(i) * 8))}L${P(T(i * 40 + 26, 56 - Math.abs(i) * 8))}`;
  C.L.food.push(`<path d="${d}" stroke="#2e1a0e" stroke-opacity=".55" stroke-width="7" stroke-linecap="round"/>`);
  C.L.food.push(`<circle cx="${n0(T(-96, -10)[0])}" cy="${n0(T(-96, -10)[1])}" r="8" fill="#f3efe6" stroke="#2a2a26" stroke-width="4"/>`);
  C.L.food.push(`<path d="M${P(T(-70, -48))}Q${P(T(-80, 0))} ${P(T(-70, 48))}" fill="none" stroke="#6a5a40" stroke-opacity=".5" stroke-width="3"/>`);
}

function flatbread(C, x, y, layered) {
  C.L.top.push(el('path', { d: blob(C, x, y, 74, 0.12, 9, 66, 0.3), fill: C.grad('soft', '#ddb06a') }));
  if (layered) C.L.top.push(`<path d="${[0, 1, 2].map((i) => `M${n0(x - 50 + i * 8)} ${n0(y - 30 + i * 22)}Q${n0(x)} ${n0(y - 50 + i * 22)} ${n0(x + 50 - i * 8)} ${n0(y - 30 + i * 22)}`).join('')}" fill="none" stroke="#f3d9a0" stroke-width="4" stroke-linecap="round"/>`);
  specks(C, scatter(C, x, y, 50, 9), '#8a5420', 9, 'top', 'round', 0.45);
}

function citrus(C, x, y, r, col) {
  C.L.food.push(`<circle cx="${n0(x)}" cy="${n0(y)}" r="${r}" fill="${lit(col, 0.15)}"/><circle cx="${n0(x)}" cy="${n0(y)}" r="${r - 3}" fill="none" stroke="${drk(col, 0.25)}" stroke-width="2.5"/>`);
  let d = '';
  for (let i = 0; i < 8; i++) d += `M${n0(x)} ${n0(y)}L${P(polar(x, y, r - 5, (i * PI) / 4))}`;
  C.L.food.push(`<path d="${d}" stroke="${lit(col, 0.6)}" stroke-width="2"/>`);
}

function tart(C, x, y, r, fillCol, big = true) {
  const pts = [];
  const n = big ? 30 : 16;
  for (let i = 0; i < n; i++) pts.push(polar(x, y, r + (i % 2 ? -2.5 : 2.5), (i / n) * 2 * PI));
  C.L.food.push(el('path', { d: smooth(pts), fill: C.grad('soft', '#c99452') }));
  C.L.food.push(el('circle', { cx: n0(x - 1), cy: n0(y - 1), r: n0(r * 0.8), fill: C.grad('ball', fillCol) }));
}

// ---------------------------------------------------------------------------------------------------------------
// Desserts

function dishDessert(C, t, sub) {
  const n = t.name, v = t.all;
  const main = t.has('chocolate') ? '#4d2c20' : t.has('mango') ? '#eca43a' : t.has('pistachio') ? '#a6b86a' : t.has('raspberry') ? '#b3344a' : t.has('blackberry') ? '#4a2142' : t.has('rose') ? '#e0a2ac' : t.has('lime') ? '#e6d66a' : t.has('caramel') ? '#b77434' : t.has('passion') ? '#e8b11f' : t.has('guava') ? '#e6828a' : t.has('lychee') ? '#f3e8e2' : t.has('coconut') ? '#f3ecdc' : t.has('saffron') ? '#e9c25a' : t.has('coffee') ? '#6b4430' : '#efe2c2';
  const fruitKey = t.first(['mango', 'raspberry', 'blackberry', 'lychee', 'passion', 'guava', 'pineapple', 'lime', 'orange', 'pomegranate', 'apple', 'coconut', 'watermelon']);
  const second = t.order.find((k) => k !== t.order[0] && ['raspberry', 'blackberry', 'mango', 'pistachio', 'rose', 'lime', 'caramel', 'chocolate', 'vanilla', 'saffron', 'coconut', 'passion', 'orange', 'honey', 'nut', 'guava'].includes(k));
  const acc = second ? t.col(second) : t.has('chocolate') ? '#b3344a' : '#a6233b';
  const cx = CX + C.R(-8, 8), cy = CY + C.R(-6, 6);
  const topping = (x, y, spread) => {
    if (t.has('gold') || (t.has('chocolate') && !t.has('silver'))) goldLeaf(C, scatter(C, x, y, spread, 3), 9);
    if (t.has('silver')) silverLeaf(C, scatter(C, x, y, spread, 3), 11);
    if (t.has('pistachio')) strokes(C, scatter(C, x, y, spread * 1.4, 10), 7, '#9aae5e', 4);
    if (/walnut|hazelnut|almond/.test(v)) specks(C, scatter(C, x, y, spread * 1.4, 8), '#c4935a', 6, 'top', 'square');
    if (/cashew/.test(v)) cashews(C, scatter(C, x, y, spread * 1.4, 4));
    if (/rose/.test(v) && /petal|rose/.test(v)) petals(C, x, y, spread);
    if (/saffron/.test(v)) strokes(C, scatter(C, x, y, spread, 6), 9, '#c8421a', 1.4);
    if (/sea salt|salt/.test(v)) specks(C, scatter(C, x, y, spread, 8), '#fbf8f0', 4, 'top', 'square');
    if (t.has('raspberry') && !/tart/.test(n)) berries(C, scatter(C, x + 30, y + 10, spread, 3), '#a6233b', 11, true);
    if (t.has('blackberry')) berries(C, scatter(C, x + 30, y + 10, spread, 3), '#35173a', 11, true);
    if (/pomegranate/.test(v)) specks(C, scatter(C, x, y, spread * 1.6, 12), '#a81f37', 7);
    if (/mint/.test(v)) herbs(C, x, y, 8, 2, ['#4f7a33', '#6e9446'], 1.1);
    if (/coconut curls|curls|toasted coconut/.test(v)) strokes(C, scatter(C, x, y, spread * 1.3, 6), 14, '#f4ead4', 4);
  };
  const ramekin = (x, y, r, col, clay) => {
    C.L.food.push(`<circle cx="${n0(x)}" cy="${n0(y)}" r="${r}" fill="${C.grad('soft', clay ? '#b0633a' : '#f1ebdf')}"/>`);
    if (!clay) {
      let d = '';
      for (let i = 0; i < 40; i++) d += `M${P(polar(x, y, r - 12, (i / 40) * 2 * PI))}L${P(polar(x, y, r, (i / 40) * 2 * PI))}`;
      C.L.food.push(`<path d="${d}" stroke="#c9bfae" stroke-opacity=".5" stroke-width="2"/>`);
    } else C.L.food.push(`<circle cx="${n0(x)}" cy="${n0(y)}" r="${r - 8}" fill="none" stroke="#6a2c14" stroke-opacity=".5" stroke-width="3"/>`);
    C.L.food.push(el('circle', { cx: n0(x), cy: n0(y), r: r - 18, fill: C.grad('pool', col) }));
  };
  const biscuit = (x, y, a) => {
    const T = xf(x, y, a);
    C.L.food.push(el('path', { d: smooth([T(-60, -20), T(60, -20), T(64, 20), T(-60, 20)], true, 0, 0.06), fill: C.grad('soft', '#d9aa5e') }));
    specks(C, [T(-30, 0), T(0, 0), T(30, 0)], '#a0702e', 5, 'food', 'round', 0.7);
  };
  const cream = (x, y, a = -0.5, s = 1) => quenelle(C, x, y, 44 * s, 18 * s, a, '#f7f1e4');
  const tuileOn = () => /tuile/.test(v) && tuile(C, cx + 90, cy - 70, 0.8);

  if (/souffle/.test(n)) {
    ramekin(cx - 20, cy - 10, 118, '#c98a3e');
    disc(C, cx - 26, cy - 18, 92, /gur|caramel|date/.test(v) ? '#b8742c' : '#d9a24e', 'ball');
    specks(C, scatter(C, cx - 30, cy - 24, 60, 24), '#fbf6ec', 4, 'top', 'round', 0.8);
    smallBowl(C, cx + 120, cy + 112, 38, '#f0dc9a');
    return {};
  }
  if (/crepe|patishapta|pancake|cannoli|roll/.test(n)) {
    pool(C, cx, cy + 20, 120, '#8a4a1c', 0.15, 90, -0.4);
    for (let i = 0; i < 3; i++) {
      const T = xf(cx - 30 + i * 34, cy - 20 + i * 24, -0.6);
      C.L.food.push(el('path', { d: smooth([T(-110, 0), T(-106, -28), T(106, -28), T(110, 0), T(106, 28), T(-106, 28)], true, 0, 0.08), fill: C.grad('soft', '#e2b66a') }));
      specks(C, Array.from({ length: 14 }, () => T(C.R(-96, 96), C.R(-20, 20))), '#b07a34', 5, 'food', 'round', 0.5);
      C.L.food.push(el('path', { d: ellipsePath(...T(-108, 0), 8, 24, -0.6), fill: '#f4ecd8' }));
    }
    if (/flamb|rum/.test(v)) C.L.top.push(`<path d="${smooth([[cx - 120, cy + 40], [cx - 40, cy + 10], [cx + 40, cy + 30], [cx + 110, cy - 10]], false)}" fill="none" stroke="#7fa7d8" stroke-opacity=".35" stroke-width="16" stroke-linecap="round"/>`);
    topping(cx, cy - 20, 30);
    return {};
  }
  if (/madeleine|financier|shell/.test(n)) {
    for (let i = 0; i < 5; i++) {
      const a = -PI / 2 + (i - 2) * 0.5, p = polar(cx - 10, cy + 60, 110, a);
      madeleine(C, p[0], p[1], a + PI / 2);
    }
    specks(C, scatter(C, cx - 10, cy - 40, 100, 24), '#fbf6ea', 4, 'top', 'round', 0.85);
    if (/kheer|pot|payesh/.test(v)) { ramekin(cx - 10, cy + 70, 52, '#f0e4c4'); }
    return {};
  }
  if (/pudding/.test(n) && sub !== 'creamy & custard-based') {
    pool(C, cx, cy, 140, '#8a4a1c', 0.12);
    disc(C, cx - 10, cy - 10, 80, '#4e2414', 'ball');
    C.L.food.push(el('path', { d: blob(C, cx - 16, cy - 18, 52, 0.3, 9), fill: C.grad('ball', '#a8602a'), 'fill-opacity': '.9' }));
    cream(cx + 80, cy + 70, -0.6);
    topping(cx, cy, 30);
    return {};
  }
  if (/mille.feuille|opera|napoleon|\bslice\b|\bbar\b|layer cake|tiramisu|baklava|brownie/.test(n) || /semifreddo|parfait|terrine/.test(n)) {
    const frozen = /semifreddo|parfait|terrine/.test(n);
    swoosh(C, cx, cy, 150, PI * 0.45, PI * 1.3, 24, frozen ? '#e2a83a' : acc);
    const cr = t.has('pistachio') ? '#c2cd8a' : lit(main, 0.1);
    const layers = frozen ? ['#f1e2bc', '#f6ecd4', '#e9c98a'] : /mille/.test(n) ? ['#d6a45c', cr, '#d6a45c', cr, '#d6a45c'] : ['#3e2218', lit(main, 0.1), '#5a3422', lit(main, 0.1), '#3e2218'];
    const topCol = frozen ? '#f4ead0' : /mille/.test(n) ? '#e4b46a' : /opera/.test(n) ? '#2f1a12' : main;
    bar(C, cx - 10, cy - 10, 190, 64, 40, layers, topCol);
    if (/honeycomb/.test(v)) for (const p of [[cx + 80, cy + 70], [cx - 90, cy + 80]]) { C.L.food.push(el('path', { d: poly([[p[0] - 24, p[1] - 10], [p[0] + 6, p[1] - 26], [p[0] + 28, p[1] - 4], [p[0] + 10, p[1] + 22], [p[0] - 20, p[1] + 14]]), fill: C.grad('soft', '#dba338') })); specks(C, scatter(C, p[0], p[1], 14, 5), '#8a5a14', 5, 'food', 'round', 0.6); }
    if (/orange segment|orange/.test(v)) for (const [x, y, a] of [[cx + 110, cy - 40, 0.4], [cx - 120, cy - 30, -0.5]]) C.L.food.push(el('path', { d: leafPath([x - 30, y], 60, a, 0.32), fill: C.grad('ball', '#e9892c') }));
    topping(cx - 10, cy - 60, 30);
    return {};
  }
  if (/tart|pie|galette|tatin/.test(n)) {
    const fill = /lemon|lime|curd/.test(v) ? '#efd56a' : main;
    if (/slice/.test(v)) {
      swoosh(C, cx, cy, 160, PI * 0.2, PI * 1.0, 22, t.has('honey') || t.has('caramel') ? '#c9822a' : acc);
      wedge(C, cx - 10, cy + 80, 190, 0.42, 40, [fill, fill, '#c99452'], fill, /meringue/.test(v) ? 'meringue' : 'crust');
      if (/honey|caramel/.test(v)) C.L.top.push(`<path d="${smooth([[cx - 60, cy - 60], [cx - 20, cy - 40], [cx + 20, cy - 70], [cx + 40, cy - 50]], false)}" fill="none" stroke="#d38f2c" stroke-width="7" stroke-linecap="round"/>`);
      topping(cx - 10, cy - 40, 24);
      return {};
    }
    swoosh(C, cx, cy, 150, PI * 0.35, PI * 1.2, 22, acc);
    tart(C, cx - 10, cy - 10, 108, fill);
    if (/meringue/.test(v)) {
      for (let i = 0; i < 9; i++) { const p = polar(cx - 10, cy - 10, i ? 52 : 0, i * 0.8); disc(C, p[0], p[1], 26, '#f6eee0', 'ball'); disc(C, p[0] + 4, p[1] + 4, 9, '#c9893c', 'soft'); }
    } else if (t.has('raspberry') || t.has('blackberry') || /berry|fruit/.test(n)) {
      const col = t.has('blackberry') ? '#35173a' : '#a6233b', pts = [];
      for (const [r, k] of [[0, 1], [30, 6], [60, 12]]) for (let i = 0; i < k; i++) pts.push(polar(cx - 10, cy - 10, r, (i / k) * 2 * PI));
      berries(C, pts, col, 14, true);
    } else C.L.food.push(`<path d="M${n0(cx - 70)} ${n0(cy - 40)}Q${n0(cx - 30)} ${n0(cy - 75)} ${n0(cx + 20)} ${n0(cy - 70)}" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="6" stroke-linecap="round"/>`);
    topping(cx - 20, cy - 20, 30);
    return {};
  }
  if (/eclair|choux|profiterole|paris.brest/.test(n)) {
    swoosh(C, cx, cy, 140, PI * 0.3, PI * 1.1, 22, acc);
    for (const [x, y] of [[-10, -40], [20, 50]]) {
      const T = xf(cx + x, cy + y, -0.3);
      C.L.food.push(el('path', { d: smooth([T(-120, 0), T(-110, -32), T(110, -32), T(120, 0), T(110, 32), T(-110, 32)], true, 0, 0.1), fill: C.grad('soft', '#c79250') }));
      C.L.food.push(el('path', { d: smooth([T(-106, -2), T(-98, -22), T(98, -22), T(106, -2), T(98, 16), T(-98, 16)], true, 0, 0.1), fill: C.grad('ball', main === '#efe2c2' ? '#6b4430' : main) }));
    }
    topping(cx, cy - 40, 40);
    return {};
  }
  if (sub === 'cakes & pastries' || /cake|gateau|torte/.test(n)) {
    swoosh(C, cx, cy, 160, PI * 0.2, PI * 1.0, 22, acc);
    const layers = t.has('chocolate') ? ['#3a2018', '#6b4430', '#3a2018', '#6b4430'] : /cheese/.test(n) ? ['#f1e3c4', '#f1e3c4', '#f1e3c4', '#b27a45'] : ['#e8c98e', lit(main, 0.1), '#e8c98e', lit(main, 0.1)];
    wedge(C, cx - 10, cy + 70, 180, 0.55, 44, layers, t.has('chocolate') ? '#3a2018' : main, 'rosettes');
    topping(cx - 10, cy - 30, 30);
    return {};
  }

  // ---- creamy & custard-based
  if (sub === 'creamy & custard-based' || /brulee|panna|custard|mousse|pot de|flan|payesh|kheer|firni|doi|rasmalai/.test(n)) {
    const clay = /clay|terracotta|shora|matka|earthen/.test(v);
    if (/rasmalai|rasgulla|rosogolla|chomchom|sandesh/.test(n)) {
      pool(C, cx, cy, 150, /saffron/.test(v) ? '#f0d490' : '#f2e8d0', 0.08);
      for (let i = 0; i < 3; i++) { const p = polar(cx, cy, 62, i * 2.1 - 0.5); disc(C, p[0], p[1], 46, '#f8f3e8', 'soft', 42, i); }
      topping(cx, cy, 50);
      return {};
    }
    if (/brulee|pot de|ramekin/.test(n)) {
      const top = /brulee/.test(n) ? '#c98534' : t.has('chocolate') ? '#3e2218' : main;
      ramekin(cx, cy, 132, top, clay);
      if (/brulee/.test(n)) {
        C.L.food.push(`<path d="M${n0(cx - 60)} ${n0(cy - 20)}l40 16 30-30 34 22M${n0(cx + 10)} ${n0(cy + 10)}l20 40" fill="none" stroke="#f5d08c" stroke-opacity=".55" stroke-width="2"/>`);
        specks(C, scatter(C, cx, cy, 90, 10), '#8a4a16', 14, 'food', 'round', 0.25);
      }
      C.L.food.push(`<path d="M${n0(cx - 80)} ${n0(cy - 40)}Q${n0(cx - 40)} ${n0(cy - 86)} ${n0(cx + 20)} ${n0(cy - 84)}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"/>`);
      if (/whipped cream/.test(v)) cream(cx + 10, cy - 6, -0.5, 0.9);
      if (/shortbread|biscuit|cookie/.test(v)) biscuit(cx + 130, cy + 120, -0.7);
      if (fruitKey === 'raspberry' || fruitKey === 'blackberry') berries(C, scatter(C, cx + 112, cy + 108, 16, 3), fruitKey === 'blackberry' ? '#35173a' : '#a6233b', 12, true);
      topping(cx + 20, cy - 10, 26);
      return {};
    }
    if (/panna|flan|caramel|jelly|blancmange|pudding/.test(n) && !/rice|payesh|kheer|chia/.test(n) || /panna cotta/.test(n)) {
      const sauceCol = /flan|caramel|gur|syrup|amber/.test(v) ? '#a5622a' : fruitKey ? t.col(fruitKey) : acc;
      pool(C, cx, cy, 150, sauceCol, 0.15);
      const fruity = t.first(['rose', 'mango', 'raspberry', 'pistachio', 'chocolate', 'coffee', 'passion', 'guava']);
      disc(C, cx - 4, cy - 4, 90, /flan|caramel/.test(n) ? '#efd79a' : fruity ? lit(t.col(fruity), 0.35) : '#f6f0e2', 'ball');
      if (/flan|caramel/.test(n)) C.L.food.push(el('path', { d: blob(C, cx - 6, cy - 6, 78, 0.05, 9), fill: C.grad('ball', '#a25e1e') }));
      else if (/syrup|gur/.test(v)) C.L.food.push(`<path d="${smooth([[cx - 70, cy - 30], [cx - 30, cy - 10], [cx + 10, cy - 36], [cx + 50, cy - 6], [cx + 80, cy - 24]], false)}" fill="none" stroke="#b8701e" stroke-opacity=".85" stroke-width="8" stroke-linecap="round"/>`);
      topping(cx - 10, cy - 14, 26);
      if (/berr/.test(v)) berries(C, scatter(C, cx + 80, cy + 70, 30, 4), '#a6233b', 11, true);
      return {};
    }
    // a round of crème (or a clay pot of it) with a spoon mark
    const col = /payesh|kheer|rice|firni/.test(n) ? (t.has('rose') ? '#f1dcd8' : '#efe1bf') : /doi|yoghurt|yogurt/.test(n) ? '#eedcbc' : main === '#efe2c2' ? '#f3eadb' : lit(main, 0.3);
    if (clay) {
      C.L.food.push(`<circle cx="${n0(cx)}" cy="${n0(cy)}" r="132" fill="${C.grad('soft', '#a95b33')}"/><circle cx="${n0(cx)}" cy="${n0(cy)}" r="116" fill="${C.grad('hollow', '#7a3a1e')}"/><circle cx="${n0(cx + 2)}" cy="${n0(cy + 3)}" r="104" fill="${C.grad('pool', col)}"/>`);
    } else {
      if (/cheesecake/.test(n)) swoosh(C, cx, cy, 150, PI * 0.25, PI * 1.05, 22, '#a5622a');
      C.L.food.push(el('path', { d: blob(C, cx, cy, 112, 0.05, 10), fill: C.grad('soft', col) }));
    }
    C.L.food.push(el('path', { d: ellipsePath(cx + 14, cy + 10, 50, 24, -0.55), fill: C.grad('hollow', col) }));
    if (/vanilla/.test(v)) specks(C, scatter(C, cx, cy, 90, 22), '#2a1d14', 3, 'food', 'round', 0.7);
    if (/guava/.test(v)) for (const [x, y, a] of [[cx + 120, cy + 90, 0.5], [cx + 60, cy + 140, 1.2]]) { const T = xf(x, y, a); C.L.food.push(el('path', { d: `M${P(T(-40, 0))}A40 40 0 0 1 ${P(T(40, 0))}Z`, fill: C.grad('soft', '#e6828a') })); specks(C, [T(-16, -14), T(0, -22), T(16, -14)], '#f3d7a8', 5, 'food'); }
    if (/pink pepper/.test(v)) specks(C, scatter(C, cx, cy, 90, 8), '#c2456a', 6, 'top');
    tuileOn();
    topping(cx + 10, cy - 20, 30);
    return {};
  }

  // ---- frozen & fruity
  const glass = /glass|coupe/.test(t.alt);
  if (glass) glassBowl(C, cx, cy, 150);
  const sorbet = t.colours.find((c) => !['#f0eadc'].includes(c)) ?? main;
  if (/trio|three/.test(n)) {
    const cols = t.colours.length >= 3 ? t.colours.slice(0, 3) : ['#cfd9a0', '#7a4526', '#f2eee2'];
    cols.forEach((c, i) => { const p = polar(cx, cy, 58, i * 2.1 - 1.6); scoop(C, p[0], p[1], 48, c); });
    topping(cx, cy, 30);
    return {};
  }
  if (/granita|shaved|ice\b/.test(n)) {
    C.L.food.push(el('path', { d: blob(C, cx, cy - 10, 96, 0.18, 11), fill: C.grad('soft', t.has('rose') ? '#eab3bd' : sorbet) }));
    strokes(C, scatter(C, cx, cy - 10, 84, 44), 10, '#fff6f4', 3, 'food', 0.6);
    if (/lychee/.test(v)) for (const p of [[cx + 70, cy + 60], [cx - 60, cy + 70]]) disc(C, p[0], p[1], 22, '#f6efe8', 'ball');
    if (/coconut cream|cream/.test(v)) cream(cx - 10, cy - 30, -0.4, 1);
    topping(cx, cy - 20, 30);
    return {};
  }
  if (!glass) crumb(C, cx - 20, cy + 30, t.has('chocolate') ? '#3e2218' : '#c4935a');
  if (/kulfi/.test(n)) {
    if (/slice/.test(v)) {
      for (let i = 0; i < 3; i++) {
        const x = cx - 70 + i * 60, y = cy - 40 + i * 26;
        disc(C, x, y, 40, t.has('saffron') ? '#f0d48a' : '#efdcb0', 'soft');
        specks(C, scatter(C, x, y, 26, 6), '#8fa54e', 5, 'food', 'square', 0.8);
      }
    } else {
      const T = xf(cx, cy, -0.7);
      C.L.food.push(el('path', { d: smooth([T(-100, 0), T(-80, -38), T(90, -16), T(102, 0), T(90, 16), T(-80, 38)], true, 0, 0.12), fill: C.grad('ball', sorbet === '#efe2c2' ? '#efdcb0' : sorbet) }));
      C.L.food.push(`<path d="M${P(T(100, 0))}L${P(T(170, 0))}" stroke="#cdb58e" stroke-width="10" stroke-linecap="round"/>`);
    }
    if (/falooda|faluda|noodle/.test(v)) {
      let dd = '';
      for (let i = 0; i < 5; i++) dd += smooth(Array.from({ length: 5 }, (_, j) => [cx - 130 + j * 34, cy + 80 + i * 9 + Math.sin(j + i) * 10]), false);
      C.L.pool.push(`<path d="${dd}" fill="none" stroke="#f3e6cc" stroke-opacity=".95" stroke-width="4"/>`);
    }
    if (/basil seed/.test(v)) specks(C, scatter(C, cx - 60, cy + 90, 50, 16), '#221c18', 5, 'top');
  } else if (/pineapple/.test(v)) {
    for (let i = 0; i < 3; i++) {
      const x = cx - 60 + i * 50, y = cy - 40 + i * 30;
      C.L.food.push(`<circle cx="${n0(x)}" cy="${n0(y)}" r="58" fill="${C.grad('ring', '#efc850', '#a8641c')}"/><circle cx="${n0(x)}" cy="${n0(y)}" r="14" fill="#f3e2a8" stroke="#c99a3a" stroke-width="2"/>`);
    }
    quenelle(C, cx + 90, cy + 90, 50, 20, -0.5, '#f6f1e4');
    if (/meringue/.test(v)) for (const p of [[cx - 110, cy + 90], [cx - 70, cy + 120], [cx + 130, cy - 20]]) disc(C, p[0], p[1], 15, '#f8f1e4', 'ball');
  } else {
    quenelle(C, cx - 20, cy - 30, 70, 30, -0.55, sorbet);
    if (/ and |&/.test(n) && t.order.length > 1 && !/lime|chilli/.test(n)) quenelle(C, cx + 60, cy + 40, 56, 24, 0.4, lit(t.col(t.order[1]) ?? '#efe2c2', 0.15));
  }
  if (!/kulfi|pineapple/.test(n)) fruit(C, fruitKey, fruitKey ? t.col(fruitKey) : acc, cx + 20, cy + 40, t);
  tuileOn();
  topping(cx - 10, cy - 30, 30);
  return {};
}

function madeleine(C, x, y, a) {
  const T = xf(x, y, a);
  C.L.food.push(el('path', { d: smooth([T(0, -48), T(26, -40), T(36, -10), T(24, 26), T(0, 40), T(-24, 26), T(-36, -10), T(-26, -40)]), fill: C.grad('soft', '#d7a04a') }));
  let d = '';
  for (let i = -3; i <= 3; i++) d += `M${P(T(0, 34))}L${P(T(i * 10, -36 + Math.abs(i) * 4))}`;
  C.L.food.push(`<path d="${d}" stroke="#9c6424" stroke-opacity=".45" stroke-width="2.5"/>`);
}

function scoop(C, x, y, r, col) {
  C.L.food.push(el('path', { d: blob(C, x, y, r, 0.12, 11), fill: C.grad('ball', col) }));
  C.L.food.push(`<path d="M${n0(x - r * 0.6)} ${n0(y + r * 0.3)}q${n0(r * 0.5)} ${n0(r * 0.3)} ${n0(r * 1.1)} 0" fill="none" stroke="${drk(col, 0.2)}" stroke-opacity=".4" stroke-width="2.5"/>`);
}

function glassBowl(C, x, y, r) {
  C.L.pool.push(`<circle cx="${n0(x)}" cy="${n0(y)}" r="${r}" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".55" stroke-width="4"/><circle cx="${n0(x)}" cy="${n0(y)}" r="${r - 26}" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".3" stroke-width="2"/><path d="M${P(polar(x, y, r - 12, PI * 1.1))}A${r - 12} ${r - 12} 0 0 1 ${P(polar(x, y, r - 12, PI * 1.45))}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>`);
}

function petals(C, x, y, spread) {
  let d = '';
  for (const p of scatter(C, x, y, spread * 1.6, 4)) d += leafPath(p, 18, C.R(0, 2 * PI), 0.55);
  C.L.top.push(`<path d="${d}" fill="#d68c98" fill-opacity=".9"/>`);
}

function crumb(C, x, y, col) {
  const pts = [];
  for (let i = 0; i < 22; i++) pts.push([x + C.R(-110, 90), y + C.R(-20, 30) + Math.sin(i) * 12]);
  specks(C, pts, col, 11, 'pool');
  specks(C, pts.slice(0, 12).map(([a, b]) => [a - 1.5, b - 1.5]), lit(col, 0.35), 5, 'pool', 'round', 0.6);
}

function fruit(C, key, col, x, y, t) {
  if (key === 'passion') {
    disc(C, x + 60, y + 40, 54, '#4a2038', 'soft');
    disc(C, x + 58, y + 38, 44, '#e8b11f', 'pool');
    specks(C, scatter(C, x + 58, y + 38, 34, 18), '#2a1a10', 5, 'top');
  } else if (key === 'mango') cubes(C, scatter(C, x + 40, y + 40, 60, 6), 14, '#eca43a');
  else if (key === 'raspberry' || key === 'blackberry' || key === 'pomegranate') berries(C, scatter(C, x + 40, y + 40, 60, 6), key === 'blackberry' ? '#35173a' : '#a6233b', 12, true);
  else if (key === 'lychee') {
    for (const p of scatter(C, x + 40, y + 40, 50, 3)) disc(C, p[0], p[1], 20, '#f4ece4', 'ball');
    disc(C, x + 90, y - 40, 22, '#b0404a', 'soft');
  } else if (key === 'lime' || key === 'orange') citrus(C, x + 60, y + 30, 30, key === 'lime' ? '#c9d36a' : '#e0862c');
  else if (key === 'guava') {
    const T = xf(x + 60, y + 40, 0.4);
    C.L.food.push(el('path', { d: `M${P(T(-50, 0))}A50 50 0 0 1 ${P(T(50, 0))}Z`, fill: C.grad('soft', '#e6828a') }));
    specks(C, [T(-20, -18), T(0, -26), T(20, -18), T(-8, -10), T(10, -10)], '#f3d7a8', 5, 'food');
  } else if (key === 'coconut') strokes(C, scatter(C, x + 40, y + 40, 50, 10), 14, '#f6f0e2', 5, 'food');
  else if (key === 'watermelon') cubes(C, scatter(C, x + 40, y + 40, 60, 5), 14, '#d94f5c');
  else berries(C, scatter(C, x + 40, y + 40, 50, 4), col, 11, true);
  if (/chilli|chili/.test(t.all)) specks(C, scatter(C, x, y, 70, 10), '#b8322a', 4, 'top');
}

function bar(C, x, y, L, D, H, layers, topCol) {
  // an oblique slab: top face plus the front face showing its layers
  const a = -0.18, T = xf(x, y, a);
  const tl = T(-L / 2, -D / 2), tr = T(L / 2, -D / 2), br = T(L / 2, D / 2), bl = T(-L / 2, D / 2);
  const n = layers.length;
  for (let i = 0; i < n; i++) {
    const h0 = (H * i) / n, h1 = (H * (i + 1)) / n;
    C.L.food.push(el('path', { d: poly([[bl[0], bl[1] + h0], [br[0], br[1] + h0], [br[0], br[1] + h1 + 0.5], [bl[0], bl[1] + h1 + 0.5]]), fill: layers[i] }));
  }
  C.L.food.push(el('path', { d: poly([[br[0], br[1]], [tr[0], tr[1]], [tr[0], tr[1] + H], [br[0], br[1] + H]]), fill: drk(layers[0], 0.3) }));
  C.L.food.push(el('path', { d: poly([tl, tr, br, bl]), fill: C.grad('lin', topCol) }));
}

function wedge(C, ax, ay, R, half, H, layers, topCol, finish) {
  // a slice of round cake or tart, apex towards the viewer
  const up = -PI / 2 - 0.2;
  const A = [ax, ay], B = polar(ax, ay, R, up - half), Cc = polar(ax, ay, R, up + half);
  const n = layers.length;
  for (const [P1, sh] of [[B, 0.0], [Cc, 0.22]]) {
    for (let i = 0; i < n; i++) {
      const h0 = (H * i) / n, h1 = (H * (i + 1)) / n;
      C.L.food.push(el('path', { d: poly([[A[0], A[1] + h0], [P1[0], P1[1] + h0], [P1[0], P1[1] + h1 + 0.5], [A[0], A[1] + h1 + 0.5]]), fill: drk(layers[i], sh) }));
    }
  }
  C.L.food.push(el('path', { d: `M${P(A)}L${P(B)}A${R} ${R} 0 0 1 ${P(Cc)}Z`, fill: C.grad('lin', topCol) }));
  if (finish === 'crust') C.L.food.push(`<path d="M${P(B)}A${R} ${R} 0 0 1 ${P(Cc)}" fill="none" stroke="#c99452" stroke-width="14"/>`);
  if (finish === 'rosettes') for (let i = 1; i < 4; i++) disc(C, ...polar(ax, ay, R - 18, up - half + (i * half * 2) / 4), 11, lit(topCol, 0.2), 'ball');
  if (finish === 'meringue') {
    C.L.food.push(`<path d="M${P(B)}A${R} ${R} 0 0 1 ${P(Cc)}" fill="none" stroke="#c99452" stroke-width="14"/>`);
    for (let i = 0; i < 7; i++) { const p = polar(ax, ay, R * C.R(0.3, 0.82), up + C.R(-half * 0.7, half * 0.7)); disc(C, p[0], p[1], 20, '#f6eee0', 'ball'); disc(C, p[0] + 3, p[1] + 3, 7, '#c9893c', 'soft'); }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Drinks: side view on the same cloth, lit from the left

function drink(C, t, sub) {
  const n = t.name, v = t.all;
  const base = 650;
  const blur = C.def('db', (id) => `<filter id="${id}" x="-30%" y="-100%" width="160%" height="300%"><feGaussianBlur stdDeviation="10"/></filter>`);
  const glow = C.def('glow', (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="${BRASS}" stop-opacity=".16"/><stop offset="1" stop-color="${BRASS}" stop-opacity="0"/></radialGradient>`);
  C.L.ground.push(`<ellipse cx="400" cy="430" rx="300" ry="330" fill="url(#${glow})"/>`);
  const shadow = (w) => C.L.ground.push(`<ellipse cx="416" cy="${base + 4}" rx="${n0(w * 1.2)}" ry="${n0(w * 0.2)}" fill="#000" fill-opacity=".6" filter="url(#${blur})"/>`);
  const liquid = liquidOf(t, sub);
  if (sub === 'hot beverages') {
    if (/layer/.test(v)) {
      shadow(110);
      highball(C, base, liquid, t, 330, ['#f1e6cf', '#d9b98a', '#b57a44', '#8a4a22', '#5e2c14', '#8a8a3a', '#c9c27a']);
    } else if (/bhar|clay|matir|kulhad|kullad|kulhar|terracotta/.test(v)) {
      shadow(110);
      bhar(C, base, liquid);
      if (/cardamom/.test(t.full)) for (const [x, a] of [[250, 0.3], [560, -0.5], [585, 0.4]]) C.L.food.push(el('path', { d: ellipsePath(x, base - 10, 14, 8, a), fill: C.grad('soft', '#8a9a4a') }));
      steam(C, 420);
    } else {
      const small = /espresso|ristretto|macchiato|cortado|turkish/.test(n);
      shadow(small ? 160 : 200);
      cup(C, base, liquid, small, t);
      steam(C, small ? 500 : 460);
    }
    return;
  }
  if (sub === 'alcoholic beverages' || /wine|champagne|\bgin\b|vodka|\brum\b|whisk|tequila|cocktail/.test(n)) {
    if (/bottle/.test(n)) {
      shadow(150);
      bucket(C, base, /champagne|brut|sparkling|blanc de|prosecco|cava|cremant/.test(v));
    } else if (/flute/.test(t.alt) || (/champagne|brut|sparkling|prosecco|cava|cremant/.test(v) && !/coupe/.test(t.alt))) {
      shadow(80);
      flute(C, base, liquid);
    } else if (/coupe|martini|frothy|sour\b/.test(v)) {
      shadow(140);
      coupe(C, base, liquid, /martini glass|v shaped/.test(v), t);
    } else if (/tumbler|rocks|old fashioned|on ice|negroni|whisk|bourbon|lowball/.test(v) && !/tall/.test(v)) {
      shadow(140);
      tumbler(C, base, liquid, t);
    } else if (/wine|grand cru|chablis|bordeaux|burgundy|rioja|chianti|emilion|\bglass\b/.test(v) && !/tall|spritz|sangria|tonic/.test(v)) {
      shadow(100);
      wineGlass(C, base, liquid);
    } else {
      shadow(110);
      highball(C, base, liquid, t, 300);
    }
    return;
  }
  if (/coconut|daab|dab\b|narkel/.test(n)) {
    shadow(170);
    coconut(C, base);
    return;
  }
  if (/tumbler/.test(t.alt)) {
    shadow(140);
    tumbler(C, base, liquid, t);
    return;
  }
  shadow(110);
  highball(C, base, liquid, t, 340);
}

function liquidOf(t, sub) {
  // the alt text names the colour ("pale green", "rose-pink", "amber"…); otherwise the name decides
  const cw = t.colours.filter((c) => c !== '#f0eadc' || /\b(white|pale)\b/.test(t.alt));
  if (cw.length && !(sub === 'hot beverages' && /chocolate|espresso|coffee/.test(t.name))) {
    let c = cw[0];
    if (c === '#f0eadc' && !/white/.test(t.alt)) {
      const alt = liquidOf({ ...t, colours: [] }, sub);
      if (alt) c = lit(alt, 0.35);
    }
    if (/white wine|pale white/.test(t.alt)) c = '#e4d898';
    if (/champagne|brut/.test(t.all) && /gold/.test(t.alt)) c = '#e8d58e';
    if (c === '#f0eadc' && /pale white wine/.test(t.alt)) c = '#e4d898';
    return c;
  }
  const a = t.all;
  const table = [
    [/espresso|coffee|americano|ristretto/, '#3a2116'],
    [/cappuccino|latte|flat white|macchiato|cortado/, '#a06a40'],
    [/hot chocolate|cocoa|chocolate/, '#4a281c'],
    [/green tea|sencha|matcha|tisane|tulsi|lemongrass/, '#c4bb6a'],
    [/masala|chai|milk tea|doodh|dudh|karak|milky/, '#c0905f'],
    [/first flush|darjeeling|lemon tea|lebu cha|lal cha|black tea|earl grey|assam|oolong|\btea\b|\bcha\b/, '#b8762a'],
    [/red wine|bordeaux|shiraz|merlot|cabernet|malbec|rioja|claret|chianti|pinot noir|burgundy rouge|emilion/, '#5a1220'],
    [/\brose\b|provence|blush/, '#e7a08c'],
    [/champagne|sparkling|prosecco|cava|cremant|brut/, '#e6cc7c'],
    [/white wine|chablis|sauvignon|chardonnay|riesling|sancerre|pinot grigio/, '#e2d391'],
    [/negroni|campari|aperol|spritz/, '#c0321f'],
    [/saffron/, '#e9c25a'],
    [/martini|gin|vodka|tonic/, '#e8eadf'],
    [/whisk|bourbon|scotch|cognac|brandy|old fashioned|rum/, '#b8702a'],
    [/aam panna|green mango/, '#d3d98f'],
    [/mango/, '#eda238'],
    [/borhani/, '#c8d3a4'],
    [/lassi|doi|yoghurt|yogurt|milkshake|shake/, '#f1e8d4'],
    [/watermelon/, '#d9495a'],
    [/rose|sharbat|sherbet|falooda|rooh/, '#d9798c'],
    [/tamarind|tetul/, '#7a4322'],
    [/lychee|litchi/, '#efe3dd'],
    [/passion|pineapple/, '#e9c23a'],
    [/sugarcane|akh/, '#d9d49a'],
    [/mint|lime|lemon|mojito|cucumber|cooler|lemonade|shatkora/, '#d6df9e'],
    [/orange|malta/, '#eb922f'],
    [/pomegranate|beet|cranberry/, '#a3213a'],
    [/coconut|daab/, '#efece0'],
  ];
  for (const [re, c] of table) if (re.test(t.name)) return c;
  for (const [re, c] of table) if (re.test(a)) return c;
  return sub === 'hot beverages' ? '#a5521c' : sub === 'alcoholic beverages' ? '#d9b86a' : '#e6b44a';
}

const GLASS = 'stroke="#f6efe2" stroke-opacity=".55" fill="none"';

function glassHighlight(C, x, y1, y2) {
  C.L.top.push(`<path d="M${n0(x)} ${n0(y1)}V${n0(y2)}" stroke="#fff" stroke-opacity=".32" stroke-width="7" stroke-linecap="round"/>`);
}
function stemFoot(C, x, from, base, rx) {
  C.L.food.push(`<path d="M${x - 4} ${from}L${x - 4} ${base - 8}M${x + 4} ${from}L${x + 4} ${base - 8}" ${GLASS} stroke-width="2.5"/><ellipse cx="${x}" cy="${base - 6}" rx="${rx}" ry="${n0(rx * 0.14)}" fill="#f6efe2" fill-opacity=".08" stroke="#f6efe2" stroke-opacity=".55" stroke-width="2.5"/>`);
}
function bubbles(C, x, y0, y1, w, n) {
  specks(C, Array.from({ length: n }, () => [x + C.R(-w, w), C.R(y0, y1)]), '#fff8e0', 4, 'food', 'round', 0.55);
}

function wineGlass(C, base, col) {
  const x = CX, rimY = 236, bw = 98, bowlBot = 450;
  const bowl = `M${x - 70} ${rimY}C${x - bw - 10} ${rimY + 80} ${x - bw + 2} ${bowlBot - 60} ${x} ${bowlBot}C${x + bw - 2} ${bowlBot - 60} ${x + bw + 10} ${rimY + 80} ${x + 70} ${rimY}`;
  const lv = 350;
  const liq = `M${x - 94} ${lv}C${x - 90} ${lv + 50} ${x - 60} ${bowlBot - 16} ${x} ${bowlBot - 2}C${x + 60} ${bowlBot - 16} ${x + 90} ${lv + 50} ${x + 94} ${lv}Z`;
  C.L.food.push(`<path d="${liq}" fill="${C.grad('glass', col)}"/><ellipse cx="${x}" cy="${lv}" rx="94" ry="12" fill="${lit(col, 0.25)}" fill-opacity=".9"/>`);
  C.L.food.push(`<path d="${bowl}" ${GLASS} stroke-width="3"/><ellipse cx="${x}" cy="${rimY}" rx="70" ry="10" ${GLASS} stroke-width="2.5"/>`);
  stemFoot(C, x, bowlBot, base, 78);
  glassHighlight(C, x - 70, rimY + 40, rimY + 150);
}

function flute(C, base, col) {
  const x = CX, rimY = 170, bot = 440, w = 46;
  const bowl = `M${x - w} ${rimY}C${x - w - 4} ${rimY + 150} ${x - 30} ${bot - 20} ${x} ${bot}C${x + 30} ${bot - 20} ${x + w + 4} ${rimY + 150} ${x + w} ${rimY}`;
  const lv = rimY + 50;
  C.L.food.push(`<path d="M${x - w + 2} ${lv}C${x - w} ${lv + 120} ${x - 28} ${bot - 24} ${x} ${bot - 4}C${x + 28} ${bot - 24} ${x + w} ${lv + 120} ${x + w - 2} ${lv}Z" fill="${C.grad('glass', col)}"/><ellipse cx="${x}" cy="${lv}" rx="${w - 2}" ry="6" fill="${lit(col, 0.35)}"/>`);
  bubbles(C, x, lv + 20, bot - 30, 22, 16);
  C.L.food.push(`<path d="${bowl}" ${GLASS} stroke-width="3"/><ellipse cx="${x}" cy="${rimY}" rx="${w}" ry="7" ${GLASS} stroke-width="2.5"/>`);
  stemFoot(C, x, bot, base, 64);
  glassHighlight(C, x - w + 12, rimY + 30, rimY + 200);
}

function coupe(C, base, col, v, t) {
  const x = CX, rimY = 330, w = 150, bot = v ? 450 : 392;
  const bowl = v ? `M${x - w} ${rimY}L${x} ${bot}L${x + w} ${rimY}` : `M${x - w} ${rimY}C${x - w + 8} ${bot - 10} ${x - 40} ${bot} ${x} ${bot}C${x + 40} ${bot} ${x + w - 8} ${bot - 10} ${x + w} ${rimY}`;
  const lv = rimY + 16;
  const lw = v ? w - 20 : w - 6;
  const liq = v ? `M${x - lw} ${lv}L${x} ${bot - 4}L${x + lw} ${lv}Z` : `M${x - lw} ${lv}C${x - lw + 10} ${bot - 14} ${x - 40} ${bot - 4} ${x} ${bot - 4}C${x + 40} ${bot - 4} ${x + lw - 10} ${bot - 14} ${x + lw} ${lv}Z`;
  const foam = /froth|foam|crema|egg white|sour/.test(t.all);
  C.L.food.push(`<path d="${liq}" fill="${C.grad('glass', col)}"/><ellipse cx="${x}" cy="${lv}" rx="${lw}" ry="13" fill="${foam ? (/crema|espresso/.test(t.all) ? '#c79a62' : '#f6efe0') : lit(col, 0.25)}" fill-opacity=".95"/>`);
  if (foam) C.L.food.push(`<path d="M${x - lw + 4} ${lv + 4}Q${x} ${lv + 26} ${x + lw - 4} ${lv + 4}" fill="none" stroke="${/crema|espresso/.test(t.all) ? '#c79a62' : '#f6efe0'}" stroke-width="9"/>`);
  else if (!v) bubbles(C, x, lv + 14, bot - 16, 70, 10);
  C.L.food.push(`<path d="${bowl}" ${GLASS} stroke-width="3"/><ellipse cx="${x}" cy="${rimY}" rx="${w}" ry="16" ${GLASS} stroke-width="2.5"/>`);
  stemFoot(C, x, bot, base, 84);
  glassHighlight(C, x - w + 40, rimY + 26, rimY + 44);
  if (/coffee bean|beans/.test(t.all)) for (let i = 0; i < 3; i++) { C.L.top.push(el('path', { d: ellipsePath(x - 22 + i * 22, lv - 1, 9, 5, 0.2), fill: '#2e1a10' })); }
  else if (/petal/.test(t.all)) C.L.top.push(el('path', { d: leafPath([x - 10, lv], 26, 0.2, 0.5), fill: '#d68c98' }));
  else if (v) {
    C.L.top.push(`<path d="M${x + 40} ${rimY - 70}L${x - 20} ${rimY + 70}" stroke="#cdb58e" stroke-width="4" stroke-linecap="round"/>`);
    disc(C, x - 6, rimY + 42, 17, '#7d8a3a', 'ball');
  } else if (/cherry|manhattan/.test(t.all)) disc(C, x + 40, lv + 4, 14, '#7a0f1e', 'ball');
  else if (t.has('lime') || t.has('orange')) rimWheel(C, x + w - 10, rimY, t.has('orange') ? '#e0862c' : '#c9d36a');
}

function tumbler(C, base, col, t) {
  const x = CX, top = 400, w = 112;
  const lv = 450;
  C.L.food.push(`<path d="M${x - w + 6} ${lv}L${x - w + 12} ${base - 30}L${x + w - 12} ${base - 30}L${x + w - 6} ${lv}Z" fill="${C.grad('glass', col)}"/><ellipse cx="${x}" cy="${lv}" rx="${w - 6}" ry="12" fill="${lit(col, 0.25)}" fill-opacity=".9"/>`);
  // one big clear block of ice
  C.L.food.push(`<path d="M${x - 52} ${lv - 30}L${x + 40} ${lv - 40}L${x + 52} ${lv + 52}L${x - 44} ${lv + 62}Z" fill="#fff" fill-opacity=".16" stroke="#fff" stroke-opacity=".4" stroke-width="2" stroke-linejoin="round"/>`);
  if (/basil seed|seeds/.test(t.all)) specks(C, Array.from({ length: 20 }, () => [x + C.R(-90, 90), C.R(lv + 10, base - 50)]), '#1e1814', 5, 'food', 'round', 0.75);
  C.L.food.push(`<path d="M${x - w} ${top}L${x - w + 10} ${base - 8}Q${x} ${base + 6} ${x + w - 10} ${base - 8}L${x + w} ${top}" ${GLASS} stroke-width="3"/><path d="M${x - w + 10} ${base - 30}Q${x} ${base - 18} ${x + w - 10} ${base - 30}" ${GLASS} stroke-width="2"/><ellipse cx="${x}" cy="${top}" rx="${w}" ry="14" ${GLASS} stroke-width="2.5"/>`);
  if (/cut glass|cut-glass/.test(t.all)) {
    let d = '';
    for (let i = -3; i <= 3; i++) d += `M${x + i * 30 - 12} ${base - 40}L${x + i * 30} ${base - 80}L${x + i * 30 + 12} ${base - 40}`;
    C.L.food.push(`<path d="${d}" ${GLASS} stroke-width="1.6"/>`);
  }
  glassHighlight(C, x - w + 24, top + 30, base - 50);
  if (/salt rim|chilli salt|salt/.test(t.all)) specks(C, Array.from({ length: 26 }, (_, i) => [x - w + (i * 2 * w) / 25, top + Math.sin((i / 25) * PI) * 12 + C.R(-3, 3)]), /chilli|red/.test(t.all) ? '#c0452e' : '#f6f1e6', 6, 'top');
  if (/orange|peel|negroni|old fashioned/.test(t.all)) C.L.top.push(`<path d="M${x + 20} ${top - 20}C${x + 60} ${top - 6} ${x + 30} ${top + 30} ${x + 76} ${top + 50}" fill="none" stroke="#e0862c" stroke-width="12" stroke-linecap="round"/>`);
  else if (/lime/.test(t.all)) rimWheel(C, x + w - 14, top, '#c9d36a');
}

function highball(C, base, col, t, H, layers) {
  const x = CX, w = 78, top = base - H - 40;
  const lv = top + 60;
  const v = t.all;
  const opaque = /lassi|doi|yoghurt|yogurt|shake|borhani|frothy|milk/.test(v) || layers;
  if (layers) {
    const hh = (base - 24 - lv) / layers.length;
    layers.forEach((c, i) => C.L.food.push(`<path d="M${x - w + 5} ${n0(lv + i * hh)}H${x + w - 5}V${n0(lv + (i + 1) * hh + 1)}H${x - w + 5}Z" fill="${c}"/>`));
    C.L.food.push(`<ellipse cx="${x}" cy="${lv}" rx="${w - 5}" ry="9" fill="${lit(layers[0], 0.3)}"/>`);
  } else {
    C.L.food.push(`<path d="M${x - w + 5} ${lv}L${x - w + 7} ${base - 24}L${x + w - 7} ${base - 24}L${x + w - 5} ${lv}Z" fill="${C.grad('glass', col)}"${opaque ? '' : ' fill-opacity=".92"'}/><ellipse cx="${x}" cy="${lv}" rx="${w - 5}" ry="9" fill="${lit(col, 0.3)}"/>`);
  }
  if (/froth/.test(v)) C.L.food.push(`<path d="M${x - w + 5} ${lv}H${x + w - 5}V${lv + 22}H${x - w + 5}Z" fill="#f4ecd6" fill-opacity=".9"/><ellipse cx="${x}" cy="${lv}" rx="${w - 5}" ry="9" fill="#fbf5e6"/>`);
  if (!opaque) {
    if (/crushed ice/.test(v)) specks(C, Array.from({ length: 40 }, () => [x + C.R(-60, 60), C.R(lv + 10, base - 40)]), '#fff', 9, 'food', 'round', 0.28);
    else for (const [dx, dy, a] of [[-30, 40, -8], [22, 90, 10], [-16, 150, 4]]) C.L.food.push(`<rect x="${x + dx - 24}" y="${lv + dy - 24}" width="48" height="48" rx="6" transform="rotate(${a} ${x + dx} ${lv + dy})" fill="#fff" fill-opacity=".14" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`);
    if (/sparkling|soda|tonic|fizz/.test(t.full)) bubbles(C, x, lv + 30, base - 60, 50, 10);
  } else if (/borhani/.test(v)) specks(C, scatter(C, x, lv + (H - 80) / 2, 50, 18, (H - 100) / 2), '#4f6e32', 4, 'food', 'round', 0.6);
  if (/basil seed/.test(v)) specks(C, Array.from({ length: 18 }, () => [x + C.R(-60, 60), C.R(lv + 10, base - 50)]), '#1e1814', 5, 'food', 'round', 0.75);
  if (/mint|mojito|borhani|basil/.test(v)) for (let i = 0; i < 3; i++) C.L.food.push(el('path', { d: leafPath([x - 20 + i * 18, lv + 30 + i * 50], 34, -0.6 + i * 0.8, 0.45), fill: '#5d8a3a', 'fill-opacity': '.85' }));
  if (/cucumber/.test(v)) C.L.food.push(`<path d="M${x - 40} ${lv - 10}C${x - 10} ${lv + 80} ${x - 50} ${lv + 160} ${x - 20} ${base - 60}" fill="none" stroke="#a3c07f" stroke-opacity=".85" stroke-width="14"/>`);
  if (!layers) C.L.top.push(`<path d="M${x + 18} ${lv + 40}L${x + 58} ${top - 70}" stroke="${BRASS}" stroke-width="7" stroke-linecap="round"/>`);
  C.L.food.push(`<path d="M${x - w} ${top}L${x - w + 4} ${base - 6}Q${x} ${base + 4} ${x + w - 4} ${base - 6}L${x + w} ${top}" ${GLASS} stroke-width="3"/><path d="M${x - w + 4} ${base - 24}Q${x} ${base - 14} ${x + w - 4} ${base - 24}" ${GLASS} stroke-width="2"/><ellipse cx="${x}" cy="${top}" rx="${w}" ry="11" ${GLASS} stroke-width="2.5"/>`);
  glassHighlight(C, x - w + 18, top + 30, base - 50);
  if (layers) return;
  if (/passion/.test(v)) {
    const px = x - w + 8, py = top - 4;
    disc(C, px, py, 34, '#4a2038', 'soft');
    disc(C, px - 1, py - 2, 27, '#e8b11f', 'pool');
    specks(C, Array.from({ length: 14 }, (_, i) => polar(px - 1, py - 2, i < 9 ? 17 : 8, i * (i < 9 ? 0.7 : 1.26))), '#3a2414', 3.5, 'top');
    return;
  }
  const rim = /lime|lemon|shatkora|gin|tonic|mojito|cooler|sugarcane/.test(v) ? '#c9d36a' : t.has('orange') ? '#e0862c' : /watermelon/.test(v) ? '#d94f5c' : null;
  if (rim) rimWheel(C, x - w + 6, top, rim);
  if (/rose petal|petal/.test(v)) petals(C, x, top - 6, 10);
  if (/lychee/.test(v)) disc(C, x - w + 10, top - 6, 22, '#f4ece4', 'ball');
}

function rimWheel(C, x, y, col) {
  C.L.top.push(`<circle cx="${x}" cy="${y}" r="36" fill="${drk(col, 0.15)}"/><circle cx="${x}" cy="${y}" r="31" fill="${lit(col, 0.25)}"/>`);
  let d = '';
  for (let i = 0; i < 8; i++) d += `M${x} ${y}L${P(polar(x, y, 28, (i * PI) / 4 + 0.2))}`;
  C.L.top.push(`<path d="${d}" stroke="${lit(col, 0.7)}" stroke-width="2.5"/><circle cx="${x}" cy="${y}" r="4" fill="${lit(col, 0.7)}"/>`);
}

function cup(C, base, col, small, t) {
  const x = CX, s = small ? 0.72 : 1;
  const sw = 220 * (small ? 0.8 : 1);
  C.L.food.push(`<ellipse cx="${x}" cy="${base - 18}" rx="${sw}" ry="${n0(sw * 0.3)}" fill="${C.grad('vert', '#ece5d8')}"/><ellipse cx="${x}" cy="${base - 24}" rx="${n0(sw * 0.62)}" ry="${n0(sw * 0.17)}" fill="#d6ccbc"/><ellipse cx="${x}" cy="${base - 18}" rx="${sw - 14}" ry="${n0(sw * 0.3 - 5)}" fill="none" stroke="#b88b35" stroke-opacity=".7" stroke-width="1.6"/>`);
  const w = 128 * s, h = 150 * s, top = base - 30 - h;
  C.L.food.push(`<path d="M${n0(x + w - 6)} ${n0(top + 40 * s)}C${n0(x + w + 70 * s)} ${n0(top + 20 * s)} ${n0(x + w + 70 * s)} ${n0(top + 120 * s)} ${n0(x + w - 30 * s)} ${n0(top + 120 * s)}" fill="none" stroke="#e6dece" stroke-width="${n0(18 * s)}" stroke-linecap="round"/>`);
  C.L.food.push(`<path d="M${n0(x - w)} ${n0(top)}C${n0(x - w)} ${n0(top + h * 0.9)} ${n0(x - w * 0.5)} ${n0(base - 30)} ${x} ${n0(base - 30)}C${n0(x + w * 0.5)} ${n0(base - 30)} ${n0(x + w)} ${n0(top + h * 0.9)} ${n0(x + w)} ${n0(top)}Z" fill="${C.grad('glass', '#efe8dc')}"/>`);
  C.L.food.push(`<ellipse cx="${x}" cy="${n0(top)}" rx="${n0(w)}" ry="${n0(w * 0.28)}" fill="#f8f3ea"/><ellipse cx="${x}" cy="${n0(top + 4)}" rx="${n0(w - 10)}" ry="${n0(w * 0.28 - 7)}" fill="${C.grad('pool', col)}"/>`);
  C.L.food.push(`<ellipse cx="${x}" cy="${n0(top)}" rx="${n0(w - 1)}" ry="${n0(w * 0.28 - 0.5)}" fill="none" stroke="#b88b35" stroke-opacity=".75" stroke-width="1.8"/>`);
  const v = t.all;
  if (/cappuccino|latte|flat white|latte art/.test(v)) {
    // a leaf of latte art
    const cy2 = top + 4;
    C.L.food.push(`<ellipse cx="${x}" cy="${n0(cy2)}" rx="${n0(w * 0.6)}" ry="${n0(w * 0.16)}" fill="#efe3cf"/><path d="M${x - 58} ${n0(cy2)}H${x + 58}${[-40, -20, 0, 20, 40].map((dx) => `M${x + dx - 6} ${n0(cy2 - 12 + Math.abs(dx) / 8)}Q${x + dx + 6} ${n0(cy2)} ${x + dx - 6} ${n0(cy2 + 12 - Math.abs(dx) / 8)}`).join('')}" fill="none" stroke="#a06a40" stroke-width="3" stroke-linecap="round"/>`);
  } else if (/espresso|crema/.test(v)) {
    C.L.food.push(`<ellipse cx="${x}" cy="${n0(top + 4)}" rx="${n0(w - 16)}" ry="${n0(w * 0.28 - 11)}" fill="#b9824e" fill-opacity=".55"/>`);
  } else if (/whipped cream|cream/.test(v)) {
    disc(C, x + 6, top - 2, 44 * s, '#f6efe2', 'ball', 18 * s);
    specks(C, scatter(C, x + 6, top - 4, 26, 8, 8), '#6b3a22', 3, 'top', 'round', 0.6);
  } else if (/lemon|lebu/.test(t.name)) {
    C.L.top.push(`<ellipse cx="${x + 30}" cy="${n0(top + 4)}" rx="26" ry="8" fill="#e6df8a"/>`);
  } else if (/lemongrass/.test(v)) {
    C.L.top.push(`<path d="M${x - 30} ${n0(top + 4)}L${x + 70} ${n0(top - 60)}" stroke="#b9c26a" stroke-width="8" stroke-linecap="round"/>`);
  }
  C.L.top.push(`<path d="M${n0(x - w + 16 * s)} ${n0(top + 30 * s)}C${n0(x - w + 18 * s)} ${n0(top + 90 * s)} ${n0(x - w + 40 * s)} ${n0(top + 120 * s)} ${n0(x - w + 60 * s)} ${n0(top + 134 * s)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${n0(8 * s)}" stroke-linecap="round"/>`);
}

function bhar(C, base, col) {
  // a matir bhar: small unglazed clay cup, flared lip, rounded foot
  const x = CX, top = 430, tw = 104, bw = 74, foot = base - 8;
  const clay = C.def('clay', (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cf875a"/><stop offset=".28" stop-color="#b4653b"/><stop offset="1" stop-color="#5e2d18"/></linearGradient>`);
  C.L.food.push(`<path d="M${x - tw} ${top}C${x - tw + 8} ${top + 90} ${x - bw - 6} ${foot - 40} ${x - bw} ${foot - 12}Q${x} ${foot + 14} ${x + bw} ${foot - 12}C${x + bw + 6} ${foot - 40} ${x + tw - 8} ${top + 90} ${x + tw} ${top}Z" fill="url(#${clay})"/>`);
  C.L.food.push(`<path d="M${x - tw + 10} ${top + 70}Q${x} ${top + 92} ${x + tw - 10} ${top + 70}M${x - bw - 4} ${foot - 44}Q${x} ${foot - 22} ${x + bw + 4} ${foot - 44}" fill="none" stroke="#3e1c0e" stroke-opacity=".22" stroke-width="2.5"/>`);
  specks(C, Array.from({ length: 12 }, () => [x - 70 + C.R(0, 140), top + 30 + C.R(0, foot - top - 60)]), '#e6a982', 3, 'food', 'round', 0.35);
  C.L.food.push(`<ellipse cx="${x}" cy="${top}" rx="${tw + 4}" ry="26" fill="#c97f53"/><ellipse cx="${x}" cy="${top + 2}" rx="${tw - 8}" ry="19" fill="#6e3219"/><ellipse cx="${x}" cy="${top + 6}" rx="${tw - 12}" ry="15" fill="${C.grad('pool', col)}"/>`);
  C.L.food.push(`<path d="M${x - tw - 2} ${top + 6}Q${x - tw + 6} ${top + 80} ${x - bw - 10} ${foot - 50}" fill="none" stroke="#f6d2b4" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/><ellipse cx="${x + 24}" cy="${top + 6}" rx="36" ry="6" fill="#fff" fill-opacity=".16"/>`);
}

function coconut(C, base) {
  // a young green coconut (daab), the top trimmed to a cone and opened
  const x = CX, cy = base - 140;
  C.L.food.push(`<path d="${smooth([[x - 140, cy + 10], [x - 118, cy - 70], [x - 60, cy - 104], [x + 60, cy - 104], [x + 118, cy - 70], [x + 140, cy + 10], [x + 96, cy + 122], [x, cy + 142], [x - 96, cy + 122]])}" fill="${C.grad('ball', '#5b7a2b')}"/>`);
  C.L.food.push(`<path d="M${x - 64} ${cy - 102}L${x - 40} ${cy - 168}L${x + 40} ${cy - 168}L${x + 64} ${cy - 102}Q${x} ${cy - 90} ${x - 64} ${cy - 102}Z" fill="${C.grad('glass', '#d8d3a2')}"/>`);
  C.L.food.push(`<ellipse cx="${x}" cy="${cy - 168}" rx="40" ry="12" fill="#f2ecd4"/><ellipse cx="${x + 2}" cy="${cy - 167}" rx="15" ry="5" fill="#4a4424"/>`);
  C.L.food.push(`<path d="M${x - 104} ${cy - 40}C${x - 124} ${cy + 10} ${x - 110} ${cy + 70} ${x - 78} ${cy + 104}" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="10" stroke-linecap="round"/>`);
  C.L.top.push(`<path d="M${x + 4} ${cy - 168}L${x + 56} ${cy - 330}" stroke="${BRASS}" stroke-width="8" stroke-linecap="round"/>`);
}

function bucket(C, base, sparkling) {
  // a bottle resting in a silver ice bucket
  const x = CX, top = 330, w = 130;
  const steel = C.def('steel', (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8e918f"/><stop offset=".22" stop-color="#eceeea"/><stop offset=".5" stop-color="#a4a7a4"/><stop offset="1" stop-color="#4a4c4b"/></linearGradient>`);
  const T = xf(x + 20, top - 40, -0.32);
  C.L.food.push(el('path', { d: `M${P(T(-40, 120))}L${P(T(-40, -10))}C${P(T(-40, -40))} ${P(T(-14, -50))} ${P(T(-14, -90))}L${P(T(-14, -150))}L${P(T(14, -150))}L${P(T(14, -90))}C${P(T(14, -50))} ${P(T(40, -40))} ${P(T(40, -10))}L${P(T(40, 120))}Z`, fill: C.grad('glass', sparkling ? '#2c3a24' : '#3a1a1c') }));
  C.L.food.push(el('path', { d: `M${P(T(-17, -100))}L${P(T(-17, -156))}L${P(T(17, -156))}L${P(T(17, -100))}Z`, fill: C.grad('glass', '#d4a853') }));
  C.L.food.push(el('path', { d: `M${P(T(-40, 20))}L${P(T(40, 20))}L${P(T(40, 70))}L${P(T(-40, 70))}Z`, fill: '#efe6d2' }));
  C.L.food.push(`<path d="M${x - w} ${top}L${x - w + 22} ${base - 10}Q${x} ${base + 6} ${x + w - 22} ${base - 10}L${x + w} ${top}Z" fill="url(#${steel})"/>`);
  C.L.food.push(`<ellipse cx="${x}" cy="${top}" rx="${w}" ry="20" fill="#d9dcd8"/><ellipse cx="${x}" cy="${top + 2}" rx="${w - 10}" ry="14" fill="#5a5d5b"/>`);
  specks(C, Array.from({ length: 9 }, (_, i) => [x - 100 + i * 25, top - 4 + C.R(-4, 4)]), '#f4f8f8', 18, 'food', 'round', 0.8);
  C.L.food.push(`<path d="M${x - w + 8} ${top + 40}Q${x} ${top + 62} ${x + w - 8} ${top + 40}M${x - w + 18} ${base - 60}Q${x} ${base - 38} ${x + w - 18} ${base - 60}" fill="none" stroke="#3a3c3b" stroke-opacity=".4" stroke-width="3"/>`);
  glassHighlight(C, x - w + 40, top + 40, base - 60);
}

function steam(C, y) {
  C.L.top.push(`<path d="M${CX - 20} ${y - 20}c-20-30 20-50 0-80s20-50 0-80M${CX + 24} ${y - 40}c-16-26 16-40 0-66s16-40 0-66" fill="none" stroke="#f6efe2" stroke-opacity=".16" stroke-width="5" stroke-linecap="round"/>`);
}

// ---------------------------------------------------------------------------------------------------------------
// Dish SVG

function dishSVG(doc) {
  const C = new Canvas(mulberry32(hash(`${doc._id}|${doc.name ?? ''}`)));
  const t = tagsOf(doc);
  const cat = norm(doc.category), sub = norm(doc.subcategory);
  linen(C, 800, 800);
  C.shadowFilter();
  C.rot = C.R(-0.35, 0.35);
  let origin = [400, 400];
  if (cat === 'drinks') {
    origin = [400, 650];
    C.scale = 1.2;
    drink(C, t, sub);
  } else {
    const comp = cat === 'desserts' ? { bowl: false, draw: () => dishDessert(C, t, sub) } : dishSavoury(C, t, sub, cat === 'starters');
    // the plate: the alt text may say; otherwise light food goes on dark stoneware more often, dark food on porcelain
    const light = cat === 'desserts' ? !(t.has('chocolate') || t.has('coffee')) && !/cake|tart|brulee|souffle|madeleine|pudding/.test(t.name) : /\bwhite\b|whipped|burrata|cream|yoghurt|yogurt|\bpale\b|coconut|steamed/.test(t.alt) || (sub === 'seafood' && !t.has('prawn') && !t.has('lobster') && !t.has('crab'));
    const dark = t.has('chocolate') || t.has('redwine') || t.has('jus') || t.has('tamarind') || t.has('truffle');
    let mat = comp.material ?? (/dark plate|slate|black plate|stoneware|dark stone/.test(t.alt) ? 'stone' : /white plate|white bowl|porcelain|white ramekin/.test(t.alt) ? 'porcelain' : dark ? 'porcelain' : (light || C.chance(0.25)) ? 'stone' : 'porcelain');
    const W = plate(C, mat, comp.bowl);
    C.scale = comp.bowl ? 1 : cat === 'starters' ? 1.3 : cat === 'desserts' ? 1.2 : 1.1;
    comp.draw(W);
  }
  const fs = C.keys.get('fs'), ft = C.keys.get('ft');
  const k = C.scale;
  let body = C.L.pool.join('') + (C.L.food.length ? `<g filter="url(#${fs})">${C.L.food.join('')}</g>` : '') + (C.L.top.length ? `<g filter="url(#${ft})">${C.L.top.join('')}</g>` : '');
  if (k !== 1) body = `<g transform="matrix(${k} 0 0 ${k} ${n1(origin[0] * (1 - k))} ${n1(origin[1] * (1 - k))})">${body}</g>`;
  body = C.L.ground.join('') + body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><defs>${C.defs.join('')}</defs>${body}</svg>\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Portraits: monogram under a brass arch

const EMBLEMS = {
  toque: 'M-30 14C-52 12-54-22-30-22C-30-46 0-50 6-32C18-52 50-40 40-18C60-16 56 14 32 14ZM-26 14V36H28V14M-26 26H28M-12 14V-6M2 14V-10M16 14V-6',
  whisk: 'M0 50V14M-5 14H5M0 14C-30-20-24-50 0-54C24-50 30-20 0 14M0 14C-14-20-12-48 0-54C12-48 14-20 0 14M-16 44H16',
  knife: 'M-44 30L-20 6L-14 12L-38 36ZM-16 8L34-42C44-50 48-40 40-30L-8 18ZM-6-4L26-36',
  glass: 'M-24-48H24C26-10 16 6 0 8C-16 6-26-10-24-48ZM-22-24H22M0 8V44M-20 46H20',
  key: 'M-24-30m-16 0a16 16 0 1 0 32 0a16 16 0 1 0-32 0M-24-30m-6 0a6 6 0 1 0 12 0a6 6 0 1 0-12 0M-8-30H44M30-30V-18M40-30V-16',
  cloche: 'M-46 30H46M-40 30C-40-6-22-26 0-26C22-26 40-6 40 30M0-26V-36M-8-38H8M-26 22C-26 2-16-12-2-14',
  book: 'M0-30C-16-40-36-40-50-34V30C-36 24-16 24 0 34C16 24 36 24 50 30V-34C36-40 16-40 0-30ZM0-30V34M-40-18C-30-22-16-22-8-18M-40-4C-30-8-16-8-8-4M-40 10C-30 6-16 6-8 10M8-18C16-22 30-22 40-18M8-4C16-8 30-8 40-4',
  shaker: 'M-18-40H18M-14-40V-52H14V-40M-22-36L-16 40H16L22-36ZM-20-6H20',
  cup: 'M-30-14H26V8C26 26 12 34-2 34C-16 34-30 26-30 8ZM26-8C44-8 44 16 24 16M-42 40H38M-10-24C-14-32-6-36-10-44M6-24C2-32 10-36 6-44',
  cutlery: 'M-20-48V-14C-20-6-14-2-14 4V48M-28-48V-18M-12-48V-18M-28-18C-28-8-12-8-12-18M20-48C30-48 32-20 22-10V48M20-48C10-48 8-20 18-10',
  wheat: 'M0 50V-40M0-40C-8-34-8-24 0-18C8-24 8-34 0-40M0-22C-14-20-16-8-2-2M0-22C14-20 16-8 2-2M0-4C-14-2-16 10-2 16M0-4C14-2 16 10 2 16',
};
function emblemFor(role) {
  const r = norm(role);
  if (/pastry|patiss|dessert|baker|boulang/.test(r)) return /baker|boulang|bread/.test(r) ? 'wheat' : 'whisk';
  if (/sous|line|commis|chef de partie|grill|saucier|butcher/.test(r)) return 'knife';
  if (/executive|head chef|chef de cuisine|chef-owner|chef owner|culinary director|\bchef\b/.test(r)) return 'toque';
  if (/sommelier|wine|cellar/.test(r)) return 'glass';
  if (/bar|mixolog|cocktail/.test(r)) return 'shaker';
  if (/tea|coffee|barista/.test(r)) return 'cup';
  if (/general|director|owner|operations|founder|proprietor/.test(r)) return 'key';
  if (/manager|maitre|host|reservation|front of house|dining room/.test(r)) return 'book';
  if (/service|captain|waiter|server|guest|concierge|butler/.test(r)) return 'cloche';
  return 'cutlery';
}
function initials(name) {
  const parts = String(name ?? '')
    .replace(/\(.*?\)/g, '')
    .split(/[\s-]+/)
    .filter((p) => p && /^\p{L}/u.test(p) && !/^(dr|mr|mrs|ms|md|mohammad|mohammed|muhammad|md\.)\.?$/i.test(p));
  if (!parts.length) return 'K';
  const first = parts[0], last = parts.length > 1 ? parts[parts.length - 1] : '';
  return (first[0] + (last ? last[0] : '')).toUpperCase();
}
const xmlEsc = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function personSVG(owner, doc) {
  const C = new Canvas(mulberry32(hash(`${doc._id}|${owner._key ?? ''}|${owner.name ?? ''}`)));
  const w = 600, h = 750;
  linen(C, w, h);
  const ini = xmlEsc(initials(owner.name));
  const em = emblemFor(owner.role);
  const niche = C.def('niche', (id) => `<radialGradient id="${id}" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="#3a2f25"/><stop offset="1" stop-color="#1a1511"/></radialGradient>`);
  const gold = C.def('gold', (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0d69a"/><stop offset=".55" stop-color="${BRASS}"/><stop offset="1" stop-color="#a97b2c"/></linearGradient>`);
  const x0 = 110, x1 = 490, top = 330, bot = 660, r = (x1 - x0) / 2;
  const arch = (i) => `M${x0 + i} ${bot - i}V${top}A${r - i} ${r - i} 0 0 1 ${x1 - i} ${top}V${bot - i}Z`;
  let s = '';
  s += `<path d="${arch(0)}" fill="url(#${niche})"/>`;
  s += `<path d="${arch(0)}" fill="none" stroke="${BRASS}" stroke-width="2"/>`;
  s += `<path d="${arch(12)}" fill="none" stroke="${BRASS}" stroke-opacity=".45" stroke-width="1"/>`;
  // outer frame corners
  s += `<path d="M40 80V40H80M520 40H560V80M560 670V710H520M80 710H40V670" fill="none" stroke="${BRASS}" stroke-opacity=".5" stroke-width="1.5"/>`;
  // emblem at the crown of the arch
  s += `<g transform="translate(300 246) scale(1.1)" fill="none" stroke="${BRASS}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${`<path d="${EMBLEMS[em]}"/>`}</g>`;
  s += `<path d="M220 318H380" stroke="${BRASS}" stroke-opacity=".6" stroke-width="1.2"/><path d="M300 312l6 6-6 6-6-6z" fill="${BRASS}"/>`;
  // monogram
  const size = ini.length > 1 ? 168 : 200;
  s += `<text x="300" y="488" text-anchor="middle" font-family="Cormorant Garamond, Georgia, serif" font-size="${size}" font-weight="500" letter-spacing="4" fill="url(#${gold})">${ini}</text>`;
  s += `<path d="M220 540H380" stroke="${BRASS}" stroke-opacity=".6" stroke-width="1.2"/><circle cx="300" cy="540" r="3.5" fill="${BRASS}"/>`;
  // the river at the foot of the arch
  s += `<g fill="none" stroke="${BRASS}" stroke-linecap="round"><path d="M150 590C200 580 250 600 300 590S400 580 450 590" stroke-opacity=".55" stroke-width="1.6"/><path d="M170 612C215 603 260 621 300 612S385 603 430 612" stroke-opacity=".35" stroke-width="1.4"/><path d="M195 632C230 625 265 639 300 632S370 625 405 632" stroke-opacity=".22" stroke-width="1.2"/></g>`;
  C.L.food.push(s);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${C.defs.join('')}</defs>${C.L.ground.join('')}${C.L.food.join('')}</svg>\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Driver

// A translated field (`[{ language, value }, …]`, docs/decisions/0027-content-in-two-languages.md) is drawn from its
// English, so the drawings stay what they were whatever the other languages say.
const isTranslated = (value) => Array.isArray(value) && value.length > 0 && value.every((item) => item && typeof item === 'object' && typeof item.language === 'string');
function inEnglish(value) {
  if (isTranslated(value)) return value.find((item) => item.language === 'en')?.value;
  if (Array.isArray(value)) return value.map(inEnglish);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inEnglish(item)]));
}

function readDocs(file) {
  const docs = [];
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    try {
      docs.push(inEnglish(JSON.parse(line)));
    } catch {
      console.warn(`art: skipping unreadable line ${i + 1}${i === lines.length - 1 ? ' (incomplete last line?)' : ''}`);
    }
  });
  return docs;
}

// every object holding a field whose value has a _sanityAsset pointing at an .svg
function findAssets(doc) {
  const out = [];
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    for (const v of Object.values(node)) {
      if (v && typeof v === 'object' && !Array.isArray(v) && typeof v._sanityAsset === 'string') {
        const m = v._sanityAsset.match(/([\w.-]+\.svg)$/i);
        if (m) out.push({ file: m[1], owner: node });
      }
      walk(v);
    }
  };
  walk(doc);
  return out;
}

function main() {
  const here = dirname(fileURLToPath(import.meta.url));
  const input = resolve(process.argv[2] ?? join(here, '..', 'production.ndjson'));
  const outDir = resolve(process.argv[3] ?? join(dirname(input), 'images'));
  if (!existsSync(input)) {
    console.error(`art: ${input} does not exist yet — nothing to draw.`);
    process.exit(1);
  }
  const docs = readDocs(input);
  const jobs = new Map();
  for (const doc of docs) {
    for (const { file, owner } of findAssets(doc)) {
      if (jobs.has(file)) continue;
      const isDish = doc._type === 'dish' || /^dish-/i.test(file) || 'category' in owner;
      jobs.set(file, isDish ? () => dishSVG(owner === doc ? doc : { ...owner, _id: owner._id ?? doc._id + '/' + file }) : () => personSVG(owner, doc));
    }
  }
  mkdirSync(outDir, { recursive: true });
  const sizes = [];
  for (const [file, make] of [...jobs.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    const svg = make();
    writeFileSync(join(outDir, file), svg);
    sizes.push([file, Buffer.byteLength(svg)]);
  }
  let removed = 0;
  for (const f of readdirSync(outDir)) {
    if (f.toLowerCase().endsWith('.svg') && !jobs.has(f)) {
      unlinkSync(join(outDir, f));
      removed++;
    }
  }
  const total = sizes.reduce((a, [, b]) => a + b, 0);
  const big = sizes.reduce((a, b) => (b[1] > a[1] ? b : a), ['-', 0]);
  console.log(`art: wrote ${sizes.length} SVGs to ${outDir}${removed ? `, removed ${removed} stale` : ''}; average ${sizes.length ? (total / sizes.length / 1024).toFixed(1) : 0} KB, largest ${big[0]} ${(big[1] / 1024).toFixed(1)} KB`);
}

main();
