// Stands in for polyfills Taro's H5 API imports for old browsers (whatwg-fetch, AbortController):
// every browser the H5 site supports (docs/benchmarks.md) has both natively.
