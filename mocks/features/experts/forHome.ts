/** the experts a home search lists */
export { searchExperts } from './services/expertDirectory'
