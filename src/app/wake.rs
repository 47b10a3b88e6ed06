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

/// Keeps the event loop's proxy where [`soon`] can reach it (Startup, in the browser).
pub(crate) fn listen(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(proxy) = proxy {
        PROXY.with_borrow_mut(|slot| *slot = Some((**proxy).clone()));
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
