#!/usr/bin/python3
"""One simulated host's NFSv4 client: a FUSE passthrough mount of a shared folder.

Several of these mount the same backing folder, one per simulated host. Each keeps the caches a
Linux NFS client keeps, so a test sees what a daemon on another machine would see:

- attribute cache: a stat is answered from the cache for acregmin..acregmax (files) or
  acdirmin..acdirmax (folders), the timeout doubling while revalidations find nothing changed;
- name cache (lookupcache=all): a name found missing stays missing while its folder's cached
  attributes are fresh and unchanged, and a cached entry is dropped once its folder changed;
- listing cache: a folder's listing is kept while its modification time is;
- close-to-open: an open (of a file or a folder) asks the backing folder afresh;
- exclusive create and rename are the backing folder's own, so atomic across mounts;
- append: a write to a file opened O_APPEND lands at the end of the file as this client knows it
  (its cached size), so appends from two mounts can overwrite each other, as on NFS.

The kernel's own FUSE caches are turned off (timeouts 0, direct_io) so every decision is this
script's. There is no cross-mount inotify: the kernel reports only changes made through a mount.

Usage: nfs_sim.py BACKING MOUNTPOINT [--actimeo S | --acregmin S --acregmax S --acdirmin S --acdirmax S]
Prints "ready" once mounted; runs until unmounted (fusermount -u), and unmounts itself when its
standard input closes, so a test process that dies leaves no mount behind.
"""

import argparse
import errno
import os
import stat as statmod
import subprocess
import sys
import threading
import time

from fusepy import FUSE, FuseOSError, Operations

MISSING = object()


class Entry:
    """What this client believes about one path: its lstat, or None for a cached "no such file"."""

    __slots__ = ("st", "fetched", "timeout", "parent_mtime")

    def __init__(self, st, fetched, timeout, parent_mtime):
        self.st = st
        self.fetched = fetched
        self.timeout = timeout
        self.parent_mtime = parent_mtime


def parent_of(path):
    return os.path.dirname(path) if path != "/" else None


def same_file(a, b):
    return (a.st_ino, a.st_size, a.st_mtime_ns, a.st_ctime_ns, a.st_mode) == (b.st_ino, b.st_size, b.st_mtime_ns, b.st_ctime_ns, b.st_mode)


class NfsClient(Operations):
    use_ns = True

    def __init__(self, backing, limits):
        self.backing = backing
        self.limits = limits
        self.lock = threading.Lock()
        self.attrs = {}
        self.listings = {}
        # File handles opened O_APPEND, and their paths: their writes go to the cached end of file.
        self.appending = {}

    def real(self, path):
        return os.path.join(self.backing, path.lstrip("/"))

    # -- the caches ------------------------------------------------------------------------

    def fetch(self, path):
        """A fresh lstat from the "server", folded into the attribute cache with NFS's backoff."""
        parent = self.folder(parent_of(path)) if path != "/" else None
        try:
            st = os.lstat(self.real(path))
        except (FileNotFoundError, NotADirectoryError):
            st = None
        now = time.monotonic()
        parent_mtime = parent.st.st_mtime_ns if parent is not None and parent.st is not None else None
        with self.lock:
            old = self.attrs.get(path)
            if st is None:
                timeout = 0.0
            else:
                low, high = self.limits["dir" if statmod.S_ISDIR(st.st_mode) else "reg"]
                unchanged = old is not None and old.st is not None and same_file(old.st, st)
                timeout = min(old.timeout * 2, high) if unchanged and old.timeout > 0 else low
            entry = Entry(st, now, timeout, parent_mtime)
            self.attrs[path] = entry
        return entry

    def folder(self, path):
        """A folder's entry as a path walk through it finds it: cached while fresh, else revalidated."""
        with self.lock:
            entry = self.attrs.get(path)
        if entry is not None and entry.st is not None and time.monotonic() - entry.fetched < entry.timeout:
            return entry
        return self.fetch(path)

    def cached(self, path):
        """The cached lstat (None: cached as missing), or MISSING when the cache cannot answer."""
        with self.lock:
            entry = self.attrs.get(path)
        if entry is None:
            return MISSING
        if path != "/":
            # Like the dentry verifier: an entry is trusted only while its folder is unchanged, as far as this client knows.
            parent = self.folder(parent_of(path))
            if parent.st is None or parent.st.st_mtime_ns != entry.parent_mtime:
                return MISSING
            if entry.st is None:
                # A negative entry lives as long as its folder is unchanged (lookupcache=all).
                return None
        if entry.st is not None and time.monotonic() - entry.fetched < entry.timeout:
            return entry.st
        return MISSING

    def lstat(self, path):
        st = self.cached(path)
        if st is MISSING:
            st = self.fetch(path).st
        if st is None:
            raise FuseOSError(errno.ENOENT)
        return st

    def changed(self, *paths):
        """After a change made through this mount: like NFS post-op attributes, what it touched is known afresh."""
        for path in paths:
            parent = parent_of(path)
            if parent is not None:
                self.fetch(parent)
            self.fetch(path)

    # -- attributes and folders ------------------------------------------------------------

    def getattr(self, path, fh=None):
        st = os.fstat(fh.fh) if fh is not None else self.lstat(path)
        keys = ("st_mode", "st_ino", "st_nlink", "st_uid", "st_gid", "st_size")
        attrs = {key: getattr(st, key) for key in keys}
        attrs.update(st_atime=st.st_atime_ns, st_mtime=st.st_mtime_ns, st_ctime=st.st_ctime_ns)
        return attrs

    def access(self, path, amode):
        self.lstat(path)
        return 0

    def opendir(self, path):
        # Close-to-open holds for folders too: opening one revalidates it, and a changed one is listed afresh.
        st = self.fetch(path).st
        if st is None:
            raise FuseOSError(errno.ENOENT)
        with self.lock:
            listing = self.listings.get(path)
            if listing is not None and listing[0] != st.st_mtime_ns:
                del self.listings[path]
        return 0

    def readdir(self, path, fh):
        st = self.lstat(path)
        with self.lock:
            listing = self.listings.get(path)
        if listing is None or listing[0] != st.st_mtime_ns:
            try:
                names = os.listdir(self.real(path))
            except FileNotFoundError:
                raise FuseOSError(errno.ENOENT) from None
            listing = (st.st_mtime_ns, names)
            with self.lock:
                self.listings[path] = listing
        return [".", "..", *listing[1]]

    def statfs(self, path):
        sv = os.statvfs(self.real(path))
        keys = ("f_bavail", "f_bfree", "f_blocks", "f_bsize", "f_favail", "f_ffree", "f_files", "f_flag", "f_frsize", "f_namemax")
        return {key: getattr(sv, key) for key in keys}

    # -- files -----------------------------------------------------------------------------

    def remember_append(self, fi, path, flags):
        if flags & os.O_APPEND:
            with self.lock:
                self.appending[fi.fh] = path

    def open(self, path, fi):
        # Close-to-open: an open asks the server, whatever the cache said.
        if self.fetch(path).st is None:
            raise FuseOSError(errno.ENOENT)
        fi.fh = os.open(self.real(path), fi.flags & ~os.O_APPEND)
        fi.direct_io = 1
        self.remember_append(fi, path, fi.flags)
        return 0

    def create(self, path, mode, fi):
        # O_EXCL goes through to the backing folder: of racing mounts exactly one creates.
        fi.fh = os.open(self.real(path), (fi.flags & ~os.O_APPEND) | os.O_CREAT, mode)
        fi.direct_io = 1
        self.remember_append(fi, path, fi.flags)
        self.changed(path)
        return 0

    def read(self, path, size, offset, fi):
        return os.pread(fi.fh, size, offset)

    def write(self, path, data, offset, fi):
        with self.lock:
            appending = self.appending.get(fi.fh)
        if appending is not None:
            # NFS appends at the end as this client knows it: its cached size, not the server's.
            offset = self.lstat(appending).st_size
        written = os.pwrite(fi.fh, data, offset)
        self.changed(path)
        return written

    def truncate(self, path, length, fh=None):
        if fh is not None:
            os.ftruncate(fh.fh, length)
        else:
            os.truncate(self.real(path), length)
        self.changed(path)

    def flush(self, path, fi):
        return 0

    def fsync(self, path, datasync, fi):
        os.fsync(fi.fh)
        return 0

    def release(self, path, fi):
        with self.lock:
            self.appending.pop(fi.fh, None)
        os.close(fi.fh)
        return 0

    # -- names -----------------------------------------------------------------------------

    def unlink(self, path):
        os.unlink(self.real(path))
        self.changed(path)

    def mkdir(self, path, mode):
        os.mkdir(self.real(path), mode)
        self.changed(path)

    def rmdir(self, path):
        os.rmdir(self.real(path))
        self.changed(path)

    def rename(self, old, new):
        os.rename(self.real(old), self.real(new))
        self.changed(old, new)

    def link(self, target, source):
        os.link(self.real(source), self.real(target))
        self.changed(target)

    def symlink(self, target, source):
        os.symlink(source, self.real(target))
        self.changed(target)

    def readlink(self, path):
        return os.readlink(self.real(path))

    def chmod(self, path, mode):
        os.chmod(self.real(path), mode)
        self.changed(path)

    def chown(self, path, uid, gid):
        os.lchown(self.real(path), uid, gid)
        self.changed(path)

    def utimens(self, path, times=None):
        os.utime(self.real(path), ns=times) if times else os.utime(self.real(path))
        self.changed(path)

    def init(self, path):
        print("ready", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("backing")
    parser.add_argument("mountpoint")
    parser.add_argument("--actimeo", type=float)
    # Linux NFS defaults.
    parser.add_argument("--acregmin", type=float, default=3)
    parser.add_argument("--acregmax", type=float, default=60)
    parser.add_argument("--acdirmin", type=float, default=30)
    parser.add_argument("--acdirmax", type=float, default=60)
    args = parser.parse_args()
    if args.actimeo is not None:
        args.acregmin = args.acregmax = args.acdirmin = args.acdirmax = args.actimeo
    limits = {"reg": (args.acregmin, args.acregmax), "dir": (args.acdirmin, args.acdirmax)}
    def unmount_when_parent_goes():
        sys.stdin.buffer.read()
        subprocess.run(["fusermount3", "-u", "-z", args.mountpoint], check=False)

    threading.Thread(target=unmount_when_parent_goes, daemon=True).start()
    client = NfsClient(os.path.realpath(args.backing), limits)
    FUSE(
        client,
        args.mountpoint,
        foreground=True,
        raw_fi=True,
        use_ino=True,
        attr_timeout=0,
        entry_timeout=0,
        negative_timeout=0,
        fsname="nfs-sim",
        subtype="nfs-sim",
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
