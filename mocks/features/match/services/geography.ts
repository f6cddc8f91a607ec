/** continents and countries of the football database */
export { allContinents as continents, continentExists, continentsWithCounts, countriesOf, countryExists } from '../repository/world'
