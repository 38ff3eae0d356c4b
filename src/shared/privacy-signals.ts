/**
 * Whether the browser asks not to be tracked: Global Privacy Control (`navigator.globalPrivacyControl`,
 * header `Sec-GPC: 1`) or Do Not Track (`navigator.doNotTrack`, header `DNT: 1`). The web app then
 * sends no analytics, and the server records none that arrive anyway (decision 0022).
 */
export function asksNotToBeTracked(signals: { gpc?: unknown; dnt?: unknown }): boolean {
  return signals.gpc === true || signals.gpc === '1' || signals.dnt === '1' || signals.dnt === 'yes';
}
