//! The storage module on the desktop: what is written is read back whole, a write never leaves
//! half a file or a stray temporary file, a bad file is moved aside and kept, and a folder that
//! cannot be written gives a message naming the place, with nothing lost.

use quartet::storage::{Area, Key, Storage, StorageError};
use std::fs;
use std::path::Path;
use std::time::{Duration, SystemTime};

fn storage(dir: &Path) -> Storage {
    Storage::in_folders(dir.join("config"), dir.join("data"))
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|r| {
            r.flatten()
                .map(|e| e.file_name().to_string_lossy().to_string())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn what_is_written_is_read_back_and_nothing_is_none() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    let key = Key::new(Area::Config, "settings.ron");
    assert_eq!(s.read(&key), Ok(None));
    s.write(&key, "(view: TwoD)").expect("written");
    assert_eq!(s.read(&key), Ok(Some("(view: TwoD)".to_string())));
    assert_eq!(
        fs::read_to_string(dir.path().join("config/settings.ron")).expect("on disk"),
        "(view: TwoD)"
    );
    // Folders below the area are made as needed.
    let save = Key::new(Area::Data, "saves/autosave.ron");
    s.write(&save, "a game").expect("written");
    assert!(dir.path().join("data/saves/autosave.ron").is_file());
}

#[test]
fn a_write_replaces_the_whole_file_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    let key = Key::new(Area::Data, "saves/game.ron");
    s.write(&key, &"x".repeat(100_000)).expect("written");
    s.write(&key, "short").expect("written");
    assert_eq!(s.read(&key), Ok(Some("short".to_string())));
    assert_eq!(names_in(&dir.path().join("data/saves")), vec!["game.ron"]);
}

#[test]
fn a_write_cut_off_by_a_crash_leaves_the_old_file_whole() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    let key = Key::new(Area::Data, "saves/autosave.ron");
    s.write(&key, "the old game").expect("written");
    // What a crash between writing the temporary file and the rename leaves behind.
    let folder = dir.path().join("data/saves");
    fs::write(folder.join(".autosave.ron.tmp-999-0"), "the new ga").expect("a stray temp");
    assert_eq!(s.read(&key), Ok(Some("the old game".to_string())));
    let listed: Vec<String> = s
        .list(Area::Data, "saves")
        .expect("listed")
        .into_iter()
        .map(|l| l.key.name)
        .collect();
    assert_eq!(listed, vec!["saves/autosave.ron"]);
    // The next write goes through.
    s.write(&key, "the new game").expect("written");
    assert_eq!(s.read(&key), Ok(Some("the new game".to_string())));
}

#[test]
fn a_bad_file_set_aside_is_kept_beside_it_and_never_overwritten() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    let key = Key::new(Area::Config, "settings.ron");
    let folder = dir.path().join("config");
    let mut kept = Vec::new();
    for text in ["first bad (", "second bad (", "third bad ("] {
        s.write(&key, text).expect("written");
        let to = s.set_aside(&key).expect("set aside");
        assert!(to.contains("settings.ron.bad-"), "{to}");
        assert_eq!(fs::read_to_string(&to).expect("kept"), text);
        assert_eq!(s.read(&key), Ok(None), "no longer read");
        kept.push(to);
    }
    // Three distinct files, whatever the clock did between them (same second: -2, -3).
    kept.sort();
    kept.dedup();
    assert_eq!(kept.len(), 3);
    let on_disk = names_in(&folder);
    assert_eq!(on_disk.len(), 3, "{on_disk:?}");
    assert!(on_disk.iter().all(|n| n.starts_with("settings.ron.bad-")));
    // Set aside items are not listed.
    assert_eq!(s.list(Area::Config, "x").expect("listed"), vec![]);
}

#[test]
fn setting_aside_nothing_is_an_error_that_names_the_file() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    let key = Key::new(Area::Config, "settings.ron");
    let err = s.set_aside(&key).expect_err("nothing there");
    assert!(err.to_string().contains("settings.ron"), "{err}");
}

#[test]
fn a_folder_that_cannot_be_written_gives_a_message_and_loses_nothing() {
    let dir = tempfile::tempdir().expect("a temp dir");
    // The config "folder" is a file: no file can be made in it (the same error a read-only or
    // missing disk gives, also for root).
    let blocker = dir.path().join("config");
    fs::write(&blocker, "not a folder").expect("a file");
    let s = storage(dir.path());
    let key = Key::new(Area::Config, "settings.ron");
    let err = s.write(&key, "(view: TwoD)").expect_err("cannot write");
    match &err {
        StorageError::Write { place, reason } => {
            assert!(place.ends_with("settings.ron"), "{place}");
            assert!(!reason.is_empty());
        }
        other => panic!("a write error, not {other:?}"),
    }
    assert!(err.to_string().starts_with("could not write "), "{err}");
    assert_eq!(
        fs::read_to_string(&blocker).expect("untouched"),
        "not a folder"
    );
    assert_eq!(names_in(dir.path()), vec!["config"]);
    // Reading there is an error too, not a panic and not "nothing stored".
    assert!(matches!(s.read(&key), Err(StorageError::Read { .. })));
}

#[test]
fn a_file_that_is_not_text_is_an_error_and_stays() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    fs::create_dir_all(dir.path().join("config")).expect("a folder");
    let path = dir.path().join("config/settings.ron");
    fs::write(&path, [0xff, 0xfe, 0x00, 0x41]).expect("binary");
    let err = s
        .read(&Key::new(Area::Config, "settings.ron"))
        .expect_err("not text");
    assert!(err.to_string().contains("not text"), "{err}");
    assert_eq!(fs::read(&path).expect("kept"), vec![0xff, 0xfe, 0x00, 0x41]);
}

#[test]
fn a_listing_is_newest_first_and_only_of_that_folder() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    for name in ["old", "new", "middle"] {
        s.write(&Key::new(Area::Data, format!("saves/{name}.ron")), name)
            .expect("written");
    }
    s.write(&Key::new(Area::Data, "saves/deeper/x.ron"), "x")
        .expect("written");
    let folder = dir.path().join("data/saves");
    let base = SystemTime::UNIX_EPOCH + Duration::from_secs(1_790_000_000);
    for (name, secs) in [("old", 0), ("middle", 60), ("new", 120)] {
        let file = fs::File::options()
            .write(true)
            .open(folder.join(format!("{name}.ron")))
            .expect("open");
        file.set_modified(base + Duration::from_secs(secs))
            .expect("set the time");
    }
    let listed = s.list(Area::Data, "saves").expect("listed");
    let names: Vec<&str> = listed.iter().map(|l| l.key.name.as_str()).collect();
    assert_eq!(
        names,
        vec!["saves/new.ron", "saves/middle.ron", "saves/old.ron"]
    );
    assert_eq!(listed[0].modified, Some(1_790_000_120));
    assert_eq!(s.list(Area::Data, "nothing-here"), Ok(vec![]));
}

#[test]
fn remove_deletes_and_removing_nothing_is_fine() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    let key = Key::new(Area::Data, "saves/a.ron");
    s.write(&key, "a").expect("written");
    s.remove(&key).expect("removed");
    assert_eq!(s.read(&key), Ok(None));
    s.remove(&key).expect("nothing to remove is fine");
}

#[test]
fn names_that_leave_the_folder_are_refused_before_any_file_is_touched() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let s = storage(dir.path());
    for name in [
        "../escape.ron",
        "/tmp/x.ron",
        "saves/../../x.ron",
        "saves/a\\b.ron",
        "saves/c:d.ron",
        "saves/ padded .ron",
    ] {
        let key = Key::new(Area::Data, name);
        assert_eq!(
            s.write(&key, "x"),
            Err(StorageError::BadName(name.to_string()))
        );
        assert!(s.read(&key).is_err());
    }
    assert_eq!(names_in(dir.path()), Vec::<String>::new());
    // A player's name for a save, spaces, brackets and accents included, is fine.
    let named = Key::new(Area::Data, "saves/Partie à Noël (2).ron");
    s.write(&named, "x").expect("written");
    assert_eq!(s.read(&named), Ok(Some("x".to_string())));
}
