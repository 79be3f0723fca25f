import { accountViews } from '../fixtures/layout/accountViews.ts'
import { configuredViews } from '../fixtures/layout/configuredViews.ts'
import { disconnectedViews } from '../fixtures/layout/disconnectedViews.ts'
import { emailLoginViews, embeddedViews } from '../fixtures/layout/embeddedViews.ts'
import { expectLayout } from '../fixtures/layout/guardView.ts'
import { connectingViews, newAccountViews } from '../fixtures/layout/signInViews.ts'
import {
  closeModal,
  type Device,
  devices,
  type ViewGroup,
  type Visit,
} from '../fixtures/layout/viewGroups.ts'
import { speakOnPage } from '../fixtures/locale.ts'
import { expect, modalFrame, test } from '../fixtures/test.ts'

// The layout guard (issue 36): every view of the modal, in light and dark, on a 1280x800 desktop and a
// 390x844 phone, checked for the layout invariants (fixtures/layout/checkLayout.ts) and screenshotted
// into test-results/screenshots/layout/<device>-<view>-<theme>.png. One test per view and state; the
// views that share a connection share one page, set up once per group.
// Issue 42: again in German (long words) and Arabic (right to left) on the phone, in the light theme
// (the layout is the same in both), as on a page in that language: `phone-<locale>-<view>-light.png`.

const groups: ViewGroup[] = [
  disconnectedViews,
  configuredViews,
  accountViews,
  newAccountViews,
  connectingViews,
  emailLoginViews,
  embeddedViews,
]

const fileName = (device: Device, locale: GuardLocale, view: string) =>
  `${device}-${locale === 'en' ? '' : `${locale}-`}${view
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`

type GuardLocale = 'en' | 'de' | 'ar'

// German and Arabic on the phone, where long words and a mirrored layout have the least room.
const runs: { locale: GuardLocale; device: Device }[] = [
  { locale: 'en', device: 'desktop' },
  { locale: 'en', device: 'phone' },
  { locale: 'de', device: 'phone' },
  { locale: 'ar', device: 'phone' },
]

for (const { locale, device } of runs)
  for (const group of groups)
    test.describe(`layout on ${device}${locale === 'en' ? '' : ` in ${locale}`}, ${group.name}`, () => {
      let visit: Visit
      const start = async ({ browser }: { browser: import('@playwright/test').Browser }) => {
        const context = await browser.newContext(devices[device])
        if (locale !== 'en') await speakOnPage(context, locale)
        const page = await context.newPage()
        visit = { page, device, state: {} }
        await group.setup(visit)
      }
      const stop = () => visit.page.context().close()
      if (group.isolated) {
        test.beforeEach(start)
        test.afterEach(stop)
      } else {
        test.beforeAll(start)
        test.afterAll(stop)
        test.beforeEach(() => closeModal(visit.page))
      }

      for (const view of group.views) {
        if (view.devices && !view.devices.includes(device)) continue
        test(`${view.name} (${device})`, async () => {
          try {
            await view.reach(visit)
            if (locale !== 'en')
              await expect(modalFrame(visit.page).locator('html')).toHaveAttribute('lang', locale)
            await expectLayout(
              visit.page,
              fileName(device, locale, view.name),
              locale === 'en' ? undefined : ['light'],
            )
          } finally {
            await view.after?.(visit)
          }
        })
      }
    })
