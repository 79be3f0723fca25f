const sheets = new Map<string, CSSStyleSheet>()

/**
 * Gives a shadow root its styles as a constructed stylesheet, which a page's CSP `style-src` does not
 * block (a `<style>` element it does, leaving the elements unstyled on a strict-CSP page); one sheet
 * per text, shared by every element. A `<style>` where constructed sheets are missing.
 */
export function adoptStyles(root: ShadowRoot, css: string) {
  if (
    typeof CSSStyleSheet === 'function' &&
    'adoptedStyleSheets' in root &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    let sheet = sheets.get(css)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(css, sheet)
    }
    root.adoptedStyleSheets = [sheet]
    return
  }
  const style = document.createElement('style')
  style.textContent = css
  root.append(style)
}
