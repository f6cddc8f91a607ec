/**
 * The H5 first screens, drawn by the pages' own components: the stand-in bundles this entry
 * (mocks/http/h5FirstScreenRenderer.ts, with @tarojs/components as the plain-HTML components the H5
 * build uses) and writes what it returns into index.html (the app shell and the tabs' templates).
 * A change to a component changes its first screen; nothing here is markup of its own.
 */
import { enableStaticRendering } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { FirstScreenRenderer } from '@contract/tab-first-screen'
import HomeFirstScreen from './HomeFirstScreen'
import { CompetitionFirstScreen, ExpertFirstScreen, UserFirstScreen, WinnowFirstScreen } from './TabFirstScreens'

// a render in Node observes nothing (no reaction is left behind per request)
enableStaticRendering(true)

/**
 * the tree as HTML, drawn at the stand-in's clock `now` (countdowns read the clock as they render;
 * the render is synchronous, so nothing else sees it); without ids and test ids, which belong to the
 * page: the page's code (a list measuring where it starts) and tests find the page's elements, not
 * this picture of them
 */
function html(tree: ReactElement, now = Date.now()): string {
  const clock = Date.now
  Date.now = () => now
  try {
    return renderToStaticMarkup(tree).replace(/ (data-testid|id)="[^"]*"/g, '')
  } finally {
    Date.now = clock
  }
}

export const firstScreenRenderer: FirstScreenRenderer = {
  home: (data, now) => html(<HomeFirstScreen data={data} />, now),
  winnow: (data, pay) => html(<WinnowFirstScreen data={data} pay={pay} />),
  expert: (data) => html(<ExpertFirstScreen data={data} />),
  competition: (data, now) => html(<CompetitionFirstScreen data={data} />, now),
  user: (pay) => html(<UserFirstScreen pay={pay} />),
}
