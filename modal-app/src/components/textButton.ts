/**
 * A text button beside a label ("Max", "Choose a name", "Resend code"): it keeps its line's look and
 * place, and its hit box is 40 px tall (the modal's tap floor, as AppKit's links): the padding that makes
 * it 40 px is taken back by a negative margin of the same size, so the layout around it does not move.
 */
export const textButtonHitBox = 'min-h-10 -my-[calc((2.5rem_-_1lh)/2)]'
