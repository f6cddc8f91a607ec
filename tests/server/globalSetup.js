// The server project's run-wide setup: a fresh directory for the seeded template databases
// (tests/server/seededTemplate.ts), so the first file to seed a world keeps it for the others.
// Plain CommonJS: jest loads it before any transform. The workers start after it and inherit the env.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

module.exports = async function globalSetup() {
  process.env.SEEDED_TEMPLATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-templates-'))
}
