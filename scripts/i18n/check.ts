/**
 * The catalogue check for part of a package, while its texts are being moved into the catalogues:
 *   npx tsx scripts/i18n/check.ts modal-app/src views/Account names
 * checks the texts the named folders use (all of the package's without folders) against
 * <src>/locales, and prints every problem. The package's catalogue test checks all of them.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { catalogueProblems } from './catalogues.js'
import { extractMessages } from './extractMessages.js'

const [src = 'modal-app/src', ...folders] = process.argv.slice(2)
const { messages, dynamic } = extractMessages(resolve(src))
// A package's texts written elsewhere (the modal shows shared-protocol's alert titles and messages).
const shared = join(resolve(src), 'i18n', 'sharedTexts.ts')
if (existsSync(shared))
  for (const text of ((await import(shared)) as { sharedTexts: () => string[] }).sharedTexts())
    if (!messages.has(text)) messages.set(text, [{ file: 'i18n/sharedTexts.ts', line: 0 }])
const used = [...messages].filter(
  ([, uses]) => !folders.length || uses.some((u) => folders.some((f) => u.file.startsWith(`${f}/`))),
)
const problems = catalogueProblems(
  join(resolve(src), 'locales'),
  used.map(([message]) => message),
).filter((problem) => folders.length === 0 || !problem.includes('is not used by the code'))
for (const use of dynamic) console.log(`note: t() with a non-literal text at ${use.file}:${use.line}`)
for (const problem of problems) console.log(problem)
console.log(`${used.length} texts, ${problems.length} problems`)
process.exit(problems.length ? 1 : 0)
