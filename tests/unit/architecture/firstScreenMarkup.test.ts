import fs from 'node:fs'
import path from 'node:path'

/**
 * The stand-in writes no component markup by hand: the H5 first screens are drawn by the pages' own
 * components (src/firstScreen/). What HTML mocks/http may still spell is the mechanism that places
 * them in index.html: the app shell's slot, the tabs' <template>s and the JSON data blocks.
 */

const root = path.resolve(__dirname, '../../..')
const httpDir = path.join(root, 'mocks/http')
/** the H5 files: static serving and the first screens */
const files = fs.readdirSync(httpDir).filter((f) => /^h5.*\.ts$/.test(f))

/** the tags index.html's mechanism needs, as they are written there */
const MECHANISM = [/^<div id="app-shell"/, /^<div id="app">/, /^<i id="app-shell-end"/, /^<template[ >]/, /^<\/template>/, /^<script type="application\/json"/, /^<\/script>/]

test('mocks/http/h5* writes no component markup: no class attribute, no tag but the placing of the first screens', () => {
  expect(files.length).toBeGreaterThan(0)
  const found: string[] = []
  for (const file of files) {
    const source = fs.readFileSync(path.join(httpDir, file), 'utf8')
    for (const m of source.matchAll(/class="|<\/?(div|span|img|i|p|a|b|ul|li|button|section|template|script|style)\b/g)) {
      const at = source.slice(m.index ?? 0, (m.index ?? 0) + 40)
      if (!MECHANISM.some((allowed) => allowed.test(at))) found.push(`${file}: ${at.split('\n')[0]}`)
    }
  }
  expect(found).toEqual([])
})

test('the old hand-written first screens are gone: the tab renderers live in src/firstScreen', () => {
  expect(files).not.toContain('h5ExpertFirstScreen.ts')
  expect(fs.existsSync(path.join(root, 'src/firstScreen/index.tsx'))).toBe(true)
})
