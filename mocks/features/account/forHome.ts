/** the site texts the home serves (api/index/shuju) */
export { SITE_TEXTS } from './services/siteTexts'
