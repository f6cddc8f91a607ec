// Validates an OpenAPI document file with @seriousme/openapi-schema-validator (ESM only, so jest runs it
// as a child process). Prints {valid, version, errors} as JSON; exit code 1 when invalid.
import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'

const validator = new Validator()
const result = await validator.validate(JSON.parse(readFileSync(process.argv[2], 'utf8')))
console.log(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }))
process.exit(result.valid ? 0 : 1)
