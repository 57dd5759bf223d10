/**
 * The sandbox checkout page's script: Confirm posts to `./complete` on the same origin (the page's
 * CSP allows only that), shows the transaction, then goes back to the app when it gave a URL.
 */
export const checkoutScript = `const button = document.querySelector('#confirm')
const status = document.querySelector('#status')
button.addEventListener('click', async () => {
  button.disabled = true
  status.textContent = 'Delivering…'
  try {
    const response = await fetch(location.pathname + '/complete', { method: 'POST' })
    const body = await response.json()
    if (!response.ok) throw new Error(body.error || 'Delivery failed')
    status.textContent = 'Delivered. Transaction ' + body.hash
    if (typeof body.redirectUrl === 'string') location.assign(body.redirectUrl)
  } catch (error) {
    status.textContent = error.message
    button.disabled = false
  }
})`
