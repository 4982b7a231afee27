import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { HELP, readDealerCommand, USAGE } from '../../server/cli/dealer-args'

/** `npm run dealer`: help and mistakes answer with the usage and an exit code, never a stack trace. */
const root = fileURLToPath(new URL('../..', import.meta.url))

function dealer(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      ['server/cli/dealer.ts', ...args],
      { cwd: root },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe('npm run dealer', () => {
  it('-- --help prints the usage and what the command does, and exits 0', async () => {
    const { code, stdout, stderr } = await dealer(['--help'])
    expect({ code, stdout: stdout.trim(), stderr }).toEqual({ code: 0, stdout: HELP, stderr: '' })
  }, 60_000)

  it('a mistyped option exits 2 with what is wrong and the usage, not a stack trace', async () => {
    const { code, stderr } = await dealer(['--bogus'])
    expect({ code, stderr: stderr.trim() }).toEqual({
      code: 2,
      stderr: `Unknown option '--bogus'.\n${USAGE}`,
    })
  }, 60_000)

  it.each([
    [['-h'], { kind: 'help' }],
    [['help'], { kind: 'help' }],
    [
      ['accept', 'AR-1'],
      {
        kind: 'run',
        action: 'accept',
        reference: 'AR-1',
        url: undefined,
        reason: undefined,
        reasonCode: undefined,
      },
    ],
    [
      ['decline', 'AR-1', '--reason', 'Vehicle in service'],
      {
        kind: 'run',
        action: 'decline',
        reference: 'AR-1',
        url: undefined,
        reason: 'Vehicle in service',
        reasonCode: undefined,
      },
    ],
    [
      ['decline', 'AR-1', '--reason-code', 'maintenance'],
      {
        kind: 'run',
        action: 'decline',
        reference: 'AR-1',
        url: undefined,
        reason: undefined,
        reasonCode: 'maintenance',
      },
    ],
    [
      ['decline', 'AR-1', '--reason-code', 'other', '--reason', 'Sold'],
      {
        kind: 'run',
        action: 'decline',
        reference: 'AR-1',
        url: undefined,
        reason: 'Sold',
        reasonCode: 'other',
      },
    ],
    [
      ['decline', 'AR-1', '--reason-code', 'other'],
      { kind: 'mistake', message: expect.stringContaining('--reason "…"') },
    ],
    [
      ['decline', 'AR-1', '--reason-code', 'sold'],
      { kind: 'mistake', message: expect.stringContaining('maintenance') },
    ],
    [
      ['accept', 'AR-1', '--reason-code', 'maintenance'],
      { kind: 'mistake', message: expect.stringContaining('decline only') },
    ],
    [
      ['accept', 'AR-1', '--reason', 'x'],
      { kind: 'mistake', message: `${USAGE}\n(npm run dealer -- --help explains it.)` },
    ],
    [
      ['decline', 'AR-1', '--url', 'http://127.0.0.1:3999'],
      {
        kind: 'mistake',
        message: `decline needs --reason "…" (why, for the customer) or a --reason-code other than "other".\n${USAGE}\n(npm run dealer -- --help explains it.)`,
      },
    ],
    [
      ['decline', 'AR-1', '--reason', '  '],
      { kind: 'mistake', message: expect.stringContaining('--reason') },
    ],
    [
      ['key', 'create', 'dealer-001', '--label', 'DMS'],
      { kind: 'key', action: 'create', dealerId: 'dealer-001', label: 'DMS', url: undefined },
    ],
    [['key', 'create', 'dealer-001'], { kind: 'mistake', message: expect.stringContaining('--label') }],
    [['key', 'list', 'dealer-001'], { kind: 'key', action: 'list', dealerId: 'dealer-001', url: undefined }],
    [
      ['key', 'revoke', 'k-1', '--url', 'http://127.0.0.1:3999'],
      { kind: 'key', action: 'revoke', keyId: 'k-1', url: 'http://127.0.0.1:3999' },
    ],
    [
      ['key', 'list', 'dealer-001', '--label', 'x'],
      { kind: 'mistake', message: expect.stringContaining(USAGE) },
    ],
    [['key', 'rotate', 'k-1'], { kind: 'mistake', message: expect.stringContaining(USAGE) }],
    [['key', 'list'], { kind: 'mistake', message: expect.stringContaining(USAGE) }],
    [['accept', 'AR-1', '--label', 'x'], { kind: 'mistake', message: expect.stringContaining(USAGE) }],
    [
      ['accept', 'AR-1', '--url'],
      { kind: 'mistake', message: `Option '--url <value>' argument missing.\n${USAGE}` },
    ],
    [
      ['invite', 'dealer-001', 'ada@dealer.example'],
      { kind: 'invite', dealerId: 'dealer-001', email: 'ada@dealer.example', language: 'it', url: undefined },
    ],
    [
      ['invite', 'dealer-001', 'ada@dealer.example', '--language', 'en'],
      { kind: 'invite', dealerId: 'dealer-001', email: 'ada@dealer.example', language: 'en', url: undefined },
    ],
    [
      ['invite', 'dealer-001', 'ada@dealer.example', '--language', 'fr'],
      { kind: 'mistake', message: expect.stringContaining('--language is it or en.') },
    ],
    [['invite', 'dealer-001'], { kind: 'mistake', message: expect.stringContaining(USAGE) }],
    [
      ['accept', 'AR-1', '--language', 'en'],
      { kind: 'mistake', message: expect.stringContaining('--language goes with invite only.') },
    ],
    [['approve', 'AR-1'], { kind: 'mistake', message: `${USAGE}\n(npm run dealer -- --help explains it.)` }],
    [['accept'], { kind: 'mistake', message: `${USAGE}\n(npm run dealer -- --help explains it.)` }],
    [
      ['accept', 'AR-1', 'AR-2'],
      { kind: 'mistake', message: `${USAGE}\n(npm run dealer -- --help explains it.)` },
    ],
  ])('%j', (args, command) => {
    expect(readDealerCommand(args)).toEqual(command)
  })
})
