/**
 * Taps made before the app can answer them (issue 26). A page with server markup is painted, and
 * tappable, seconds before its scripts have loaded and hydrated it on a slow phone. A control that
 * navigates is a link (`<a href>`), which the browser follows by itself. A control that acts in
 * place (the service panel, the side menu, a game tile) is a `<button type="button">` that does
 * nothing until React owns it: this script, inline in the page's head (under the request's CSP
 * nonce) and so running before the body is parsed, catches such a tap, shows the button pressed,
 * and clicks it again once React handles it: once, the last tap winning.
 *
 * "React handles it": the screen's nodes are on the page (`data-shown` on <html>, set by
 * engine/render/Renderer.tsx once they are hydrated or rendered) and the element's fiber (under a
 * key starting `__reactFiber$`, react-dom's ReactDOMComponentTree) is mounted, as react-dom 19's
 * getNearestMountedFiber decides before it dispatches an event: no fiber on its way up that is
 * new to the tree is still marked Placement or Hydrating (flags 4098), and the way ends at the
 * root (tag 3). Before that the element is the server's markup, or markup React is hydrating but
 * has not committed, and React drops an event on it (React gives an element its props and fiber
 * while it renders, before the commit, so their presence alone is not the sign). When the app
 * renders afresh instead of hydrating, the server's button is replaced; its stand-in is the
 * button with the same accessible name at the same place among those named so. After
 * REPLAY_WAIT_MS without an app (it failed to start), the tap is let go.
 *
 * What is typed before then (an amount on the deposit page, a username on the login page) would
 * be lost too: hydrating a controlled field sets it back to the app's state, and a fresh render
 * replaces it. The script keeps each field's typed value by its id (or name), and once React
 * handles the field puts it back, always: hydration may leave the typed text on the page while the
 * app's state is still empty (the next render then wipes it). The field is cleared through the
 * element, which React's record of its value follows, then given the typed value through the
 * prototype's setter, which that record does not see, and an input event, which React reads as the
 * member's typing; a caught tap is replayed a look later, after React has taken the values in. A
 * field the app has not shown yet (its screen still loading) is waited for, within the same
 * REPLAY_WAIT_MS.
 */

/** How long a caught tap waits for the app before it is let go: 600 looks, 50 ms apart. */
const REPLAY_WAIT_MS = 30_000;
const LOOK_MS = 50;

/**
 * The script: a classic one, so it runs where it stands in the head (a module script waits for
 * the whole body). Written small, since the page must fit the first round trip (14,600 bytes,
 * tests/e2e/messages.spec.ts). Names: `q` the caught tap ({b: button, m: its name, i: its place
 * among buttons of that name}), `v` the typed values by field id or name (not a box, a choice or a
 * file), `u` looks left, `t` the timer, `h` the page's <html>, `o` "React handles it", `n` an element's name, `s` the buttons it watches, `l` the
 * buttons of one name, `w` starts the looks, `f` a field by its key.
 */
export const EARLY_TAP_SCRIPT =
  "(()=>{let q,t,u,v={},h=document.documentElement,s='#root button[type=button],#root form',o=e=>{let k=Object.keys(e).find(k=>k.startsWith('__reactFiber$')),f=k&&e[k],n=f,g=f&&h.hasAttribute('data-shown');for(;g&&n&&!n.alternate;n=n.return)n.flags&4098&&(g=0);for(n=f;g&&n.return;)n=n.return;return g&&n.tag==3}," +
  "n=e=>e.getAttribute('aria-label')||e.textContent,l=m=>[...document.querySelectorAll(s)].filter(e=>n(e)==m)," +
  'f=k=>document.getElementById(k)||document.getElementsByName(k)[0],' +
  `w=()=>{u=${REPLAY_WAIT_MS / LOOK_MS};clearInterval(t);t=setInterval(()=>{let k,d=0,x=q&&(q.b.isConnected?q.b:l(q.m)[q.i]),r=h.hasAttribute('data-shown')&&(!q||x&&o(x));` +
  "if(r)for(k in v){let e=f(k);if(!e||!o(e))r=0;else{e.value='';Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e),'value').set.call(e,v[k]);e.dispatchEvent(new Event('input',{bubbles:!0}));d=1;delete v[k]}}" +
  "if(d)return;if(r||--u<0){clearInterval(t);v={};u=0;if(q){q.b.style.opacity='';r&&(x.requestSubmit?x.requestSubmit():x.click())}q=0}" +
  `},${LOOK_MS})},` +
  "c=e=>{let b=e.isTrusted&&e.target.closest?.(s);if(!b||o(b)||b.tagName!=(e.type=='click'?'BUTTON':'FORM'))return;e.preventDefault();e.stopPropagation();" +
  "if(q?.b==b)return;if(q)q.b.style.opacity='';b.style.opacity=.6;q={b,m:n(b),i:l(n(b)).indexOf(b)};w()};" +
  "addEventListener('click',c,!0);addEventListener('submit',c,!0);" +
  "addEventListener('input',e=>{let x=e.target,k=x.id||x.name;e.isTrusted&&k&&!/^(checkbox|radio|file)$/.test(x.type)&&x.closest?.('#root')&&!o(x)&&(v[k]=x.value,u>0||w())},!0)})()";
