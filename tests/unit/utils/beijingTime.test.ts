/**
 * Times on cards read on Beijing's clock whatever zone the device is set to (React Native uses the
 * phone's own zone). The app's formatting runs in a child process set to New York's zone: a time
 * formatted on the device's clock there shows the wrong hour, and near midnight the wrong day.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')

function probeIn(zone: string): Record<string, unknown> {
  const out = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(__dirname, 'beijingTimeProbe.ts')], {
    cwd: root,
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  })
  return JSON.parse(out) as Record<string, unknown>
}

test('in New York, card times still read on Beijing’s clock', () => {
  const seen = probeIn('America/New_York')
  // the device's own clock says 6 in the morning for the 19:30 Beijing kickoff
  expect(seen.deviceHour).toBe(6)
  expect(seen).toMatchObject({
    formatted: '2026-11-22 19:30:05',
    afterMidnight: '11-23 00:30',
    couponDay: '2026.11.23',
    shortTime: '11-22 19:30',
    fullTime: '2026-11-22 19:30:05',
    drawTime: '2026-11-23 00:30',
    oddsTimes: ['11-23 00:30', '11-22 19:30'],
  })
})

test('in UTC too', () => {
  const seen = probeIn('UTC')
  expect(seen.deviceHour).toBe(11)
  expect(seen).toMatchObject({ formatted: '2026-11-22 19:30:05', afterMidnight: '11-23 00:30', oddsTimes: ['11-23 00:30', '11-22 19:30'] })
})
