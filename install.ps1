<#
.SYNOPSIS
Install ctx on Windows.

.DESCRIPTION
Downloads ctx-<target>.exe and SHA256SUMS from a ctx release, verifies the SHA-256 with
Get-FileHash, and installs the binary as <dir>\ctx.exe (download to a temp folder, verify,
then move into place). Nothing is installed unless the checksum matches.

  irm https://github.com/ctx-dev/ctx/releases/latest/download/install.ps1 | iex

Environment (the same as install.sh):
  CTX_VERSION           release to install, e.g. 1.2.3 (default: the latest release)
  CTX_INSTALL_DIR       where to put ctx.exe (default: $HOME\.local\bin)
  CTX_REPO              GitHub repository owner/name (default: ctx-dev/ctx)
  CTX_RELEASES_URL      releases URL (default: https://github.com/$CTX_REPO/releases)
  CTX_INSTALL_BASE_URL  folder holding the assets, used as is (mirrors); CTX_VERSION is ignored
  CTX_INSTALL_ARCH      override the CPU (x86_64, amd64, arm64)

.PARAMETER PrintUrl
Print the asset and SHA256SUMS URLs that would be used and download nothing.
#>
param([switch]$PrintUrl, [switch]$Help)

# Errors throw rather than `exit`: under `irm | iex` the script runs in the user's own session,
# and `exit` would close their terminal. The body is a function so that strict mode and the
# error preference stay inside it.
function Stop-CtxInstall([string]$Message, [string]$Hint = '') {
  if ($Hint) { Write-Host "hint: $Hint" }
  throw "error: $Message"
}

function Install-Ctx([switch]$PrintUrl) {
  $ErrorActionPreference = 'Stop'
  Set-StrictMode -Version Latest

  $repo = if ($env:CTX_REPO) { $env:CTX_REPO } else { 'ctx-dev/ctx' }

  # --- which binary -------------------------------------------------------------------------------
  $arch = if ($env:CTX_INSTALL_ARCH) { $env:CTX_INSTALL_ARCH } else { $env:PROCESSOR_ARCHITECTURE }
  switch -Regex ($arch) {
    '^(x86_64|amd64|AMD64)$' { $arch = 'x86_64' }
    # No native Windows arm64 build yet: Windows on ARM runs the x86_64 binary under emulation.
    '^(arm64|ARM64|aarch64)$' { $arch = 'x86_64' }
    default { Stop-CtxInstall "Unsupported CPU `"$arch`": ctx for Windows is built for x86_64" "build from source: https://github.com/$repo" }
  }
  $asset = "ctx-$arch-pc-windows-msvc.exe"

  # --- where from ---------------------------------------------------------------------------------
  if ($env:CTX_INSTALL_BASE_URL) {
    $base = $env:CTX_INSTALL_BASE_URL.TrimEnd('/')
  } else {
    $releases = if ($env:CTX_RELEASES_URL) { $env:CTX_RELEASES_URL } else { "https://github.com/$repo/releases" }
    $releases = $releases.TrimEnd('/')
    if ($env:CTX_VERSION) {
      $base = "$releases/download/v$($env:CTX_VERSION.TrimStart('v'))"
    } else {
      $base = "$releases/latest/download"
    }
  }

  if ($PrintUrl) {
    Write-Output "$base/$asset"
    Write-Output "$base/SHA256SUMS"
    return
  }

  # --- download and verify ------------------------------------------------------------------------
  # Windows PowerShell 5 does not enable TLS 1.2 by default.
  [Net.ServicePointManager]::SecurityProtocol = [Net.ServicePointManager]::SecurityProtocol -bor [Net.SecurityProtocolType]::Tls12

  $tmp = Join-Path ([IO.Path]::GetTempPath()) ("ctx-install-" + [Guid]::NewGuid().ToString('N'))
  New-Item -ItemType Directory -Path $tmp | Out-Null
  try {
    Write-Host "Downloading $base/$asset"
    $sumsFile = Join-Path $tmp 'SHA256SUMS'
    $assetFile = Join-Path $tmp $asset
    try {
      Invoke-WebRequest -UseBasicParsing -Uri "$base/SHA256SUMS" -OutFile $sumsFile
      Invoke-WebRequest -UseBasicParsing -Uri "$base/$asset" -OutFile $assetFile
    } catch {
      Stop-CtxInstall "Cannot download from `"$base`": $($_.Exception.Message)" 'check the version (CTX_VERSION) and your network'
    }

    # sha256sum format: "<hex>  <name>" (or "<hex> *<name>" in binary mode).
    $expected = $null
    foreach ($line in Get-Content -LiteralPath $sumsFile) {
      $fields = $line.Trim() -split '\s+', 2
      if ($fields.Count -eq 2 -and $fields[1].TrimStart('*') -eq $asset) {
        $expected = $fields[0].ToLowerInvariant()
        break
      }
    }
    if (-not $expected) { Stop-CtxInstall "SHA256SUMS has no entry for `"$asset`": refusing to install" }
    $actual = (Get-FileHash -Algorithm SHA256 -LiteralPath $assetFile).Hash.ToLowerInvariant()
    if ($actual -ne $expected) {
      Stop-CtxInstall "Checksum mismatch for `"$asset`": expected $expected, got $actual; nothing installed" 'the download is corrupt or was tampered with; try again later'
    }

    # --- install ----------------------------------------------------------------------------------
    $dir = if ($env:CTX_INSTALL_DIR) { $env:CTX_INSTALL_DIR } else { Join-Path $HOME '.local\bin' }
    New-Item -ItemType Directory -Force -Path $dir | Out-Null
    $dest = Join-Path $dir 'ctx.exe'
    # Stage next to the destination so the final move is a rename on the same volume.
    $staged = Join-Path $dir ".ctx.install.$PID.exe"
    Copy-Item -LiteralPath $assetFile -Destination $staged -Force
    try {
      Move-Item -LiteralPath $staged -Destination $dest -Force
    } catch {
      Remove-Item -LiteralPath $staged -Force -ErrorAction SilentlyContinue
      Stop-CtxInstall "Cannot replace `"$dest`": $($_.Exception.Message)" 'close editors running the ctx MCP server and run again'
    }
  } finally {
    Remove-Item -LiteralPath $tmp -Recurse -Force -ErrorAction SilentlyContinue
  }

  $version = try { & $dest --version 2>$null } catch { '?' }
  Write-Host "Installed ctx $version to $dest (sha256 $actual)"

  $userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
  $onPath = @($env:Path -split ';') + @("$userPath" -split ';') | Where-Object { $_ -and ($_.TrimEnd('\') -ieq $dir.TrimEnd('\')) }
  if (-not $onPath) {
    Write-Host ""
    Write-Host "$dir is not on your PATH. Add it for your user with:"
    Write-Host "  [Environment]::SetEnvironmentVariable('Path', `"$dir;`" + [Environment]::GetEnvironmentVariable('Path', 'User'), 'User')"
    Write-Host "then open a new terminal."
  }
  Write-Host ""
  Write-Host 'Next: run "ctx install" to register the MCP server with your editors and pick a backend.'
}

if ($Help) { Get-Help $PSCommandPath -Detailed } else { Install-Ctx -PrintUrl:$PrintUrl }
