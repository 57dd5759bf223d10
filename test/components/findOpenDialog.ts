import { screen, waitFor } from '@testing-library/react'

/**
 * Finds the modal's dialog by its name once it takes clicks. Radix marks `<body>` with
 * `pointer-events: none` in an effect and lets the dialog's content take pointer events again only
 * on the render that follows; a dialog that opened on its own (after a connection, outside the test's
 * `act`) can be found between the two, and a click then is refused by user-event. Dialogs opened by a
 * user-event click are past that window when the click resolves.
 */
export async function findOpenDialog(name: string, { timeout = 20_000 }: { /** @default 20_000 */ timeout?: number } = {}): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name }, { timeout })
  await waitFor(
    () => {
      if (document.body.style.pointerEvents === 'none' && dialog.style.pointerEvents !== 'auto') throw new Error(`the ${name} dialog does not take clicks yet`)
    },
    { timeout },
  )
  return dialog
}
