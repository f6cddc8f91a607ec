/** market values as the app shows them: the rule is shared with the stand-in (its 转会 资讯) */
export { formatMarketValue, parseMarketValue } from '@contract/market-value'
