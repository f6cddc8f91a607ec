// jsdom (miniprogram-simulate renders into it) plus the Node timers the in-process stand-in server
// (fastify.inject / light-my-request) needs and jest's jsdom environment leaves out, and structuredClone
// (sharp's clone(), which the stand-in's upload route uses). The app's Date
// starts at the suite's moment (TEST_CLOCK), where the stand-in's clock stands, so "today" agrees.
const { TestEnvironment } = require('jest-environment-jsdom')
const { TextEncoder, TextDecoder } = require('node:util')
const { installShiftedDate, testClockStart } = require('../setup/testClock')

class WeappEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    this.global.setImmediate = setImmediate
    this.global.clearImmediate = clearImmediate
    if (!this.global.TextEncoder) this.global.TextEncoder = TextEncoder
    if (!this.global.TextDecoder) this.global.TextDecoder = TextDecoder
    if (!this.global.structuredClone) this.global.structuredClone = structuredClone
    const start = testClockStart()
    if (start !== null) {
      const offset = start - Date.now()
      installShiftedDate(this.global, () => offset)
    }
  }
}

module.exports = WeappEnvironment
