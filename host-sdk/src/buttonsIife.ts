import { defineAppKitElements } from './buttons/elements.js'

// `<script src=".../airlock-buttons.js">` beside the include: AppKit's elements for the script
// include. They find the page's AppKit by the slot `createAppKit` fills, whichever runs first.
defineAppKitElements()
