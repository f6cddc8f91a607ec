// jsdom (miniprogram-simulate renders into it) plus the Node timers the in-process stand-in server
// (fastify.inject / light-my-request) needs and jest's jsdom environment leaves out.
const { TestEnvironment } = require('jest-environment-jsdom')
const { TextEncoder, TextDecoder } = require('node:util')

class WeappEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    this.global.setImmediate = setImmediate
    this.global.clearImmediate = clearImmediate
    if (!this.global.TextEncoder) this.global.TextEncoder = TextEncoder
    if (!this.global.TextDecoder) this.global.TextDecoder = TextDecoder
  }
}

module.exports = WeappEnvironment
