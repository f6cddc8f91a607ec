// Node environment that tells the harness when a test failed, so it can screenshot the page
// before the test file's afterAll closes the browser (see harness.ts: onTestFailure).
const { TestEnvironment } = require('jest-environment-node')

class E2EEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_done' && event.test.errors.length > 0 && typeof this.global.__e2eOnTestFailure === 'function') {
      const names = []
      for (let t = event.test; t && t.name !== 'ROOT_DESCRIBE_BLOCK'; t = t.parent) names.unshift(t.name)
      await this.global.__e2eOnTestFailure(names.join(' '))
    }
  }
}

module.exports = E2EEnvironment
