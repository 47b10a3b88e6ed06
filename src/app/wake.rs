//! A frame soon, asked for from outside one: a worker's reply, or work that moves on a slice
//! per frame. In the browser frames come only when something changes (`web::pacing`), so
//! what arrives between frames must wake the page; on the desktop frames never stop, and this
//! does nothing.

use bevy::prelude::*;

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The event loop's proxy, once the app has started (`listen`).
    static PROXY: std::cell::RefCell<
        Option<bevy::winit::EventLoopProxy<bevy::winit::WinitUserEvent>>,
    > = const { std::cell::RefCell::new(None) };
}

/// The canvas's event that asks for a frame: the page's tools wake a sleeping page with it
/// (`web::pacing`; the browser test's frames).
pub const WAKE_EVENT: &str = "quartet-wake";

/// Keeps the event loop's proxy where [`soon`] can reach it, and hears [`WAKE_EVENT`]
/// (Startup, in the browser).
pub(crate) fn listen(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    #[cfg(target_arch = "wasm32")]
    {
        if let Some(proxy) = proxy {
            PROXY.with_borrow_mut(|slot| *slot = Some((**proxy).clone()));
        }
        use web_sys::wasm_bindgen::{JsCast, closure::Closure};
        // The canvas (`web/index.html`), found here: `web` reaches this module, not back.
        let canvas = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("bevy"));
        if let Some(canvas) = canvas {
            let wake = Closure::<dyn FnMut()>::new(soon);
            // Refused, the page's tools only wait for the next frame that comes by itself.
            let _ =
                canvas.add_event_listener_with_callback(WAKE_EVENT, wake.as_ref().unchecked_ref());
            // Heard for as long as the page lives.
            wake.forget();
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = proxy;
}

/// Asks for a frame as soon as the page can draw one: the window's redraw, which Bevy's
/// runner answers with one update (a user event through the proxy got two: one at once, and
/// one for the redraw it then asks for); the proxy where the window is not at hand.
pub fn soon() {
    #[cfg(target_arch = "wasm32")]
    {
        let asked = bevy::winit::WINIT_WINDOWS.with(|windows| {
            windows.try_borrow().is_ok_and(|windows| {
                windows.windows.values().for_each(|w| w.request_redraw());
                !windows.windows.is_empty()
            })
        });
        if !asked {
            PROXY.with_borrow(|proxy| {
                if let Some(proxy) = proxy {
                    // A loop that has stopped needs no frame.
                    let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
                }
            });
        }
    }
}
