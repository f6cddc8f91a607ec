// Removes the run's seeded template databases (tests/server/globalSetup.js made the directory).
const fs = require('node:fs')

module.exports = async function globalTeardown() {
  const dir = process.env.SEEDED_TEMPLATE_DIR
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
}
