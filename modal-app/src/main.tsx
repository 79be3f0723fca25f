import './index.css'

/**
 * The entry. The dialog the build rendered into the page (src/inline/) paints first: the app, React
 * and the rest, is evaluated after that paint, so the host can show the dialog while the app loads
 * (its chunk is fetched alongside, a modulepreload in the HTML). Without the built dialog (the dev
 * server) the app starts at once.
 */
const start = () => void import('./app.js')
if (document.querySelector('[data-airlock-dialog]')) requestAnimationFrame(() => setTimeout(start, 0))
else start()
