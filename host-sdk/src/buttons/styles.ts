/**
 * The elements' shadow styles: AppKit's buttons drawn with the modal's theme. `--w3m-accent`,
 * `--w3m-font-family` and `--w3m-border-radius-master` reach them from the AppKit's theme variables
 * or from the page's CSS (custom properties cross the shadow boundary); `.dark` follows the theme mode.
 */
export const buttonStyles = `
:host{display:inline-block;vertical-align:middle}
:host([hidden]){display:none}
button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 16px;
border-radius:calc(var(--w3m-border-radius-master,4px)*5);cursor:pointer;white-space:nowrap;
font:600 14px/1 var(--w3m-font-family,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);
--fg:#18181b;--bg:#f4f4f5;--edge:#e4e4e7;--muted:#52525b;color:var(--fg);background:var(--bg);
box-shadow:inset 0 0 0 1px var(--edge);transition:background .15s,box-shadow .15s}
button.dark{--fg:#f4f4f5;--bg:#27272a;--edge:#3f3f46;--muted:#a1a1aa}
button:hover:not(:disabled){box-shadow:inset 0 0 0 1px var(--w3m-accent,#4f46e5)}
button:focus-visible{outline:2px solid var(--w3m-accent,#4f46e5);outline-offset:2px}
button:disabled{cursor:not-allowed;opacity:.5}
button.sm{height:32px;padding:0 12px;font-size:13px}
button.primary{color:#fff;background:var(--w3m-accent,#4f46e5);box-shadow:none}
button.primary:hover:not(:disabled){filter:brightness(1.1)}
button.account,button.network{padding:0 12px 0 4px}
button.error{box-shadow:inset 0 0 0 1px #dc2626}
.img{width:32px;height:32px;border-radius:50%;flex:none;object-fit:cover;display:inline-flex;align-items:center;
justify-content:center;font-size:13px;color:#fff;background:var(--w3m-accent,#4f46e5)}
.sm .img{width:24px;height:24px;font-size:11px}
.balance{color:var(--muted);font-weight:500}
.spinner{width:14px;height:14px;border-radius:50%;border:2px solid currentColor;border-right-color:transparent;
animation:spin .8s linear infinite;flex:none}
@keyframes spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
@media (pointer:coarse){button{min-height:44px}button.sm{min-height:40px}}
`
