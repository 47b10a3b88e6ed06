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

/// Asks for a frame as soon as the page can draw one.
pub fn soon() {
    #[cfg(target_arch = "wasm32")]
    PROXY.with_borrow(|proxy| {
        if let Some(proxy) = proxy {
            // A loop that has stopped needs no frame.
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    });
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The timer [`after`] set, while it is pending, and the one callback all its timers call.
    static TIMER: std::cell::Cell<Option<i32>> = const { std::cell::Cell::new(None) };
    static RING: web_sys::wasm_bindgen::closure::Closure<dyn FnMut()> =
        web_sys::wasm_bindgen::closure::Closure::new(|| {
            TIMER.set(None);
            soon();
        });
}

/// Asks for the next frame after `wait`, in place of the wait asked for before: the page's
/// own pacing of its frames (`web::pacing`). A frame that comes sooner for another reason
/// asks again.
pub fn after(wait: std::time::Duration) {
    #[cfg(target_arch = "wasm32")]
    {
        use web_sys::wasm_bindgen::JsCast;
        let Some(window) = web_sys::window() else {
            return;
        };
        if let Some(pending) = TIMER.take() {
            window.clear_timeout_with_handle(pending);
        }
        let millis = i32::try_from(wait.as_millis()).unwrap_or(i32::MAX);
        let set = RING.with(|ring| {
            window.set_timeout_with_callback_and_timeout_and_arguments_0(
                ring.as_ref().unchecked_ref(),
                millis,
            )
        });
        TIMER.set(set.ok());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = wait;
}
