// Taro's H5 request imports jsonp-retry for `jsonp: true` calls; this app never makes one
// (its API answers JSON with CORS), so the library stays out of the bundle.
module.exports = function jsonpRetry() {
  return Promise.reject(new Error('jsonp requests are not supported by this app'))
}
